/**
 * The site's configuration: the one place any `GATSBY_*` variable is read, by the browser code
 * and by the build (gatsby-config.ts, gatsby-node.ts, build/). Gatsby inlines each
 * `process.env.GATSBY_*` at build time, so they must be read by their literal names; every bad
 * value is reported at once.
 */
export interface SiteEnv {
  apiUrl: string;
  institutionsApiUrl: string;
  siteUrl: string;
  currency: string;
  locale: string;
  /**
   * Analytics are off unless configured: with none of these three set the site makes no
   * third-party request and asks no one for consent. Google Tag Manager container, GTM-XXXXXXX.
   */
  gtmId: string | undefined;
  /** Google Analytics 4 measurement ID, G-XXXXXXXXXX. */
  gaId: string | undefined;
  /** Where Web Vitals are sent (POST, JSON array), e.g. https://vitals.example.com/collect. */
  vitalsUrl: string | undefined;
  /** Who runs the platform and how to reach them by phone, shown beside the contact form. */
  company: CompanyFacts;
}

export interface CompanyFacts {
  /** The company's registration, e.g. "Lendbridge Technologies Ltd, RC 1234567". */
  registration: string;
  /** Its regulator and licence, e.g. "Licensed by the Central Bank of Nigeria, …". */
  regulator: string;
  /** A support line in international form, +234…. */
  phone: string;
  /** The WhatsApp number in international form, +234…. */
  whatsapp: string;
  /** True when any of these is the demo's stand-in, so the page says so. */
  demo: boolean;
}

/** Stand-ins for a demo build; a real one sets every GATSBY_COMPANY_* and GATSBY_SUPPORT_* value. */
const DEMO_COMPANY: Omit<CompanyFacts, 'demo'> = {
  registration: 'Lendbridge Technologies Ltd, RC 0000000',
  regulator:
    'Registered with the Federal Competition and Consumer Protection Commission as a digital lending platform, registration DLP-0000',
  phone: '+234 700 000 0000',
  whatsapp: '+234 700 000 0001',
};

/** The raw values readSiteEnv reads: SiteEnv's own, the company's one by one. */
export type RawSiteEnv = Record<
  Exclude<keyof SiteEnv, 'company'> | keyof Omit<CompanyFacts, 'demo'>,
  string | undefined
>;

export function readSiteEnv(raw: RawSiteEnv): SiteEnv {
  const problems: string[] = [];
  const isHttpUrl = (value: string) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  };
  const url = (key: string, value: string | undefined, fallback: string): string => {
    const candidate = value && value !== '' ? value : fallback;
    if (isHttpUrl(candidate)) return candidate.replace(/\/+$/, '');
    problems.push(`${key} must be an http(s) URL (got "${candidate}")`);
    return fallback;
  };
  const id = (key: string, value: string | undefined, pattern: RegExp) => {
    if (!value) return undefined;
    if (!pattern.test(value)) problems.push(`${key} does not look like an ID of its kind (got "${value}")`);
    return value;
  };
  const phoneNumber = (key: string, value: string) => {
    if (!/^\+\d[\d ]{6,18}$/.test(value))
      problems.push(`${key} must be a phone number in the form +234… (got "${value}")`);
    return value;
  };
  const given = (['registration', 'regulator', 'phone', 'whatsapp'] as const).filter((key) => raw[key]);
  const company: CompanyFacts = {
    registration: raw.registration || DEMO_COMPANY.registration,
    regulator: raw.regulator || DEMO_COMPANY.regulator,
    phone: phoneNumber('GATSBY_SUPPORT_PHONE', raw.phone || DEMO_COMPANY.phone),
    whatsapp: phoneNumber('GATSBY_SUPPORT_WHATSAPP', raw.whatsapp || DEMO_COMPANY.whatsapp),
    demo: given.length < 4,
  };
  const vitalsUrl = raw.vitalsUrl || undefined;
  if (vitalsUrl && !isHttpUrl(vitalsUrl))
    problems.push(`GATSBY_VITALS_URL must be an http(s) URL (got "${vitalsUrl}")`);
  const env: SiteEnv = {
    apiUrl: url('GATSBY_API_URL', raw.apiUrl, 'http://localhost:5000'),
    institutionsApiUrl: url('GATSBY_INSTITUTIONS_API_URL', raw.institutionsApiUrl, 'http://localhost:5100'),
    siteUrl: url('GATSBY_SITE_URL', raw.siteUrl, 'http://localhost:8000'),
    currency: raw.currency && raw.currency !== '' ? raw.currency : 'NGN',
    locale: raw.locale && raw.locale !== '' ? raw.locale : 'en-NG',
    gtmId: id('GATSBY_GTM_ID', raw.gtmId, /^GTM-[A-Z0-9]+$/),
    gaId: id('GATSBY_GA_ID', raw.gaId, /^G-[A-Z0-9]+$/),
    vitalsUrl,
    company,
  };
  if (!/^[A-Z]{3}$/.test(env.currency))
    problems.push(`GATSBY_CURRENCY must be an ISO 4217 code (got "${env.currency}")`);
  try {
    // Checks the tag's syntax without loading the locale's data, which a formatter would do at
    // start-up, before the page has hydrated.
    Intl.getCanonicalLocales(env.locale);
  } catch {
    problems.push(`GATSBY_LOCALE must be a BCP 47 locale (got "${env.locale}")`);
  }
  if (problems.length > 0) throw new Error(`Invalid site configuration:\n  - ${problems.join('\n  - ')}`);
  return env;
}

export const siteEnv: SiteEnv = readSiteEnv({
  apiUrl: process.env.GATSBY_API_URL,
  institutionsApiUrl: process.env.GATSBY_INSTITUTIONS_API_URL,
  siteUrl: process.env.GATSBY_SITE_URL,
  currency: process.env.GATSBY_CURRENCY,
  locale: process.env.GATSBY_LOCALE,
  gtmId: process.env.GATSBY_GTM_ID,
  gaId: process.env.GATSBY_GA_ID,
  vitalsUrl: process.env.GATSBY_VITALS_URL,
  registration: process.env.GATSBY_COMPANY_REGISTRATION,
  regulator: process.env.GATSBY_COMPANY_REGULATOR,
  phone: process.env.GATSBY_SUPPORT_PHONE,
  whatsapp: process.env.GATSBY_SUPPORT_WHATSAPP,
});
