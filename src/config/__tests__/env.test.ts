import { readSiteEnv, type RawSiteEnv } from '../env';

const unset: RawSiteEnv = {
  apiUrl: undefined,
  institutionsApiUrl: undefined,
  siteUrl: undefined,
  currency: undefined,
  locale: undefined,
  gtmId: undefined,
  gaId: undefined,
  vitalsUrl: undefined,
  registration: undefined,
  regulator: undefined,
  phone: undefined,
  whatsapp: undefined,
};

function errorMessageOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof Error) return error.message;
    throw error;
  }
  throw new Error('Expected readSiteEnv to throw');
}

describe('readSiteEnv', () => {
  it('falls back to local services, naira and en-NG when nothing is set', () => {
    expect(readSiteEnv(unset)).toEqual({
      apiUrl: 'http://localhost:5000',
      institutionsApiUrl: 'http://localhost:5100',
      siteUrl: 'http://localhost:8000',
      currency: 'NGN',
      locale: 'en-NG',
      // Analytics are off unless configured.
      gtmId: undefined,
      gaId: undefined,
      vitalsUrl: undefined,
      // The demo's stand-ins, marked as such.
      company: expect.objectContaining({ demo: true, phone: '+234 700 000 0000' }),
    });
  });

  it('shows the company’s own details once every one is set, and checks the phone numbers', () => {
    const company = {
      registration: 'Lendbridge Technologies Ltd, RC 7654321',
      regulator: 'Registered with the FCCPC, DLP-1234',
      phone: '+234 1 700 1234',
      whatsapp: '+234 803 000 1234',
    };
    expect(readSiteEnv({ ...unset, ...company }).company).toEqual({ ...company, demo: false });
    expect(readSiteEnv({ ...unset, phone: company.phone }).company.demo).toBe(true);
    expect(errorMessageOf(() => readSiteEnv({ ...unset, whatsapp: '0803 000' }))).toContain(
      'GATSBY_SUPPORT_WHATSAPP must be a phone number',
    );
  });

  it('treats empty strings like unset values', () => {
    expect(
      readSiteEnv({
        apiUrl: '',
        institutionsApiUrl: '',
        siteUrl: '',
        currency: '',
        locale: '',
        gtmId: '',
        gaId: '',
        vitalsUrl: '',
        registration: '',
        regulator: '',
        phone: '',
        whatsapp: '',
      }),
    ).toEqual(readSiteEnv(unset));
  });

  it('strips trailing slashes from the URLs', () => {
    const env = readSiteEnv({
      ...unset,
      apiUrl: 'https://api.lendbridge.test/',
      institutionsApiUrl: 'https://institutions.lendbridge.test///',
      siteUrl: 'https://www.lendbridge.test/app/',
    });

    expect(env.apiUrl).toBe('https://api.lendbridge.test');
    expect(env.institutionsApiUrl).toBe('https://institutions.lendbridge.test');
    expect(env.siteUrl).toBe('https://www.lendbridge.test/app');
  });

  it('lists a bad URL, currency, locale and analytics ID in one error', () => {
    const message = errorMessageOf(() =>
      readSiteEnv({
        ...unset,
        apiUrl: 'not a url',
        siteUrl: 'ftp://files.test',
        currency: 'naira',
        locale: 'en_NG!',
        gtmId: 'UA-1',
        gaId: 'analytics',
        vitalsUrl: 'ftp://x',
      }),
    );

    expect(message).toContain('GATSBY_API_URL must be an http(s) URL (got "not a url")');
    expect(message).toContain('GATSBY_SITE_URL must be an http(s) URL (got "ftp://files.test")');
    expect(message).toContain('GATSBY_CURRENCY must be an ISO 4217 code (got "naira")');
    expect(message).toContain('GATSBY_LOCALE must be a BCP 47 locale (got "en_NG!")');
    expect(message).toContain('GATSBY_GTM_ID does not look like an ID of its kind (got "UA-1")');
    expect(message).toContain('GATSBY_GA_ID does not look like an ID of its kind (got "analytics")');
    expect(message).toContain('GATSBY_VITALS_URL must be an http(s) URL (got "ftp://x")');
    expect(message).not.toContain('GATSBY_INSTITUTIONS_API_URL');
  });
});
