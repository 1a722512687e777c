import { RATE_RULES } from '../src/auth/rate-limiter';
import { demoUsers } from '../src/seed/data';
import { startTestGateway, TEAM_INBOX } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const borrower = demoUsers.find((u) => u.roleId === 1)!;

let nextAddress = 1;
/** Rate limits count per IP, so each test writes from its own address unless it shares one on purpose. */
const freshIp = () => `198.51.100.${nextAddress++}`;

const post = (url: string, payload: object, options: { ip?: string; token?: string } = {}) =>
  gateway.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const rows = async (table: string) =>
  (await gateway.db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`)).rows;

const contact = {
  name: 'Amaka Nwosu',
  email: 'amaka@example.com',
  subject: 'My offer letter',
  message: 'Hello,\nI cannot find the offer letter from Kobo Credit. Can you resend it?',
};

const partnership = {
  organization: 'Lagos Teachers Cooperative',
  contactName: 'Bola Adeyemi',
  email: 'bola@ltc.example',
  phone: '+234 803 555 0100',
  partnershipKind: 'employer',
  message: 'We would like to offer payroll loans to our 1,200 members.',
};

describe('POST /api/Contact', () => {
  it('stores the message, forwards it to the team inbox and answers the product’s words', async () => {
    const before = (await rows('contact_messages')).length;
    const response = await post('/api/Contact', contact);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requestSuccessful: true,
      message: 'Message submitted successfully',
      responseData: {},
    });
    const stored = await rows('contact_messages');
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ ...contact });
    const mail = (await gateway.mail()).at(-1)!;
    expect(mail.raw).toMatch(new RegExp(`^To: ${TEAM_INBOX}`, 'm'));
    expect(mail.raw).toMatch(/^Reply-To: amaka@example\.com/m);
    expect(mail.raw).toMatch(/Subject: Contact form: My offer letter/);
    expect(mail.raw).toMatch(/cannot find the offer letter/);
  });

  it.each([
    [{ name: '' }, 'name', "The field 'name' must not be empty"],
    [{ name: '   ' }, 'name', "The field 'name' must not be blank"],
    [{ email: 'amaka@' }, 'email', "The field 'email' must be a valid email address"],
    [{ subject: 'x'.repeat(151) }, 'subject', "The field 'subject' must be at most 150 characters"],
    [{ message: '' }, 'message', "The field 'message' must not be empty"],
    [{ message: 'x'.repeat(2001) }, 'message', "The field 'message' must be at most 2000 characters"],
    [{ phone: '0803' }, 'phone', "Unknown field 'phone'"],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const before = (await rows('contact_messages')).length;
    const response = await post('/api/Contact', { ...contact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ requestSuccessful: false, message, field, responseData: null });
    expect(await rows('contact_messages')).toHaveLength(before);
  });

  it('refuses a missing field by name', async () => {
    const { subject: _omitted, ...withoutSubject } = contact;
    const response = await post('/api/Contact', withoutSubject);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'subject', message: "The field 'subject' is required" });
  });

  it('answers a filled honeypot with the same success but stores and sends nothing', async () => {
    const stored = (await rows('contact_messages')).length;
    const mails = (await gateway.mail()).length;
    const response = await post('/api/Contact', { ...contact, website: 'https://cheap-pills.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Message submitted successfully');
    expect(await rows('contact_messages')).toHaveLength(stored);
    expect(await gateway.mail()).toHaveLength(mails);
  });

  it('limits each IP with a 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.contactPerIp.limit; i += 1)
      expect((await post('/api/Contact', contact, { ip })).statusCode).toBe(200);
    const limited = await post('/api/Contact', contact, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect((await post('/api/Contact', contact)).statusCode).toBe(200);
  });
});

describe('POST /api/Partner/create', () => {
  it('stores the enquiry, forwards it to the team inbox and answers the product’s words', async () => {
    const response = await post('/api/Partner/create', partnership);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Thank you, message sent successfully');
    expect((await rows('partnership_messages')).at(-1)).toMatchObject({
      organization: partnership.organization,
      contact_name: partnership.contactName,
      email: partnership.email,
      phone: partnership.phone,
      partnership_kind: 'employer',
      message: partnership.message,
    });
    const mail = (await gateway.mail()).at(-1)!;
    expect(mail.raw).toMatch(new RegExp(`^To: ${TEAM_INBOX}`, 'm'));
    expect(mail.raw).toMatch(/^Reply-To: bola@ltc\.example/m);
    expect(mail.raw).toMatch(/Partnership enquiry \(employer\): Lagos Teachers Cooperative/);
  });

  it.each([
    [{ organization: '' }, 'organization', /must not be empty/],
    [{ organization: 'x'.repeat(121) }, 'organization', /at most 120 characters/],
    [{ contactName: ' ' }, 'contactName', /must not be blank/],
    [{ email: 'bola at ltc' }, 'email', /valid email address/],
    [{ phone: 'call me' }, 'phone', /expected format/],
    [
      { partnershipKind: 'investor' },
      'partnershipKind',
      /must be one of "lender", "employer", "school", "other"/,
    ],
    [{ message: 'x'.repeat(2001) }, 'message', /at most 2000 characters/],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const response = await post('/api/Partner/create', { ...partnership, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ requestSuccessful: false, field });
    expect(response.json().message).toMatch(message);
  });

  it('answers a filled honeypot with the same success but stores and sends nothing', async () => {
    const stored = (await rows('partnership_messages')).length;
    const mails = (await gateway.mail()).length;
    const response = await post('/api/Partner/create', { ...partnership, website: 'x' });
    expect(response.json()).toMatchObject({ message: 'Thank you, message sent successfully' });
    expect(await rows('partnership_messages')).toHaveLength(stored);
    expect(await gateway.mail()).toHaveLength(mails);
  });

  it('limits each IP with a 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.partnershipPerIp.limit; i += 1)
      await post('/api/Partner/create', partnership, { ip });
    const limited = await post('/api/Partner/create', partnership, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/Feedback/create', () => {
  it('stores anonymous feedback with the page it was given on, and emails nobody', async () => {
    const mails = (await gateway.mail()).length;
    const response = await post('/api/Feedback/create', {
      comment: 'The FAQ answered my question.',
      page: '/faq',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().requestSuccessful).toBe(true);
    expect((await rows('feedback')).at(-1)).toMatchObject({
      comment: 'The FAQ answered my question.',
      page: '/faq',
      user_id: null,
    });
    expect(await gateway.mail()).toHaveLength(mails);
  });

  it('attaches the account of a valid token, and ignores a bad one', async () => {
    const login = await post('/api/Account/login', { email: borrower.email, password: borrower.password });
    const token: string = login.json().responseData.token;
    await post('/api/Feedback/create', { comment: 'Logged in' }, { token });
    const { rows: users } = await gateway.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      borrower.email,
    ]);
    expect((await rows('feedback')).at(-1)).toMatchObject({ comment: 'Logged in', user_id: users[0]!.id });

    const anonymous = await post(
      '/api/Feedback/create',
      { comment: 'Stale token' },
      { token: 'not-a-session' },
    );
    expect(anonymous.statusCode).toBe(200);
    expect((await rows('feedback')).at(-1)).toMatchObject({ comment: 'Stale token', user_id: null });
  });

  it.each([
    [{ comment: '' }, 'comment', /must not be empty/],
    [{ comment: 'x'.repeat(1001) }, 'comment', /at most 1000 characters/],
    // docs/requirements.md#feedback-payload: the feedback travels as `comment`, never as `message`.
    [{ message: 'hello' }, 'comment', /The field 'comment' is required/],
    [{ comment: 'ok', message: 'hello' }, 'message', /Unknown field 'message'/],
    [{ comment: 'ok', page: 'https://elsewhere.example' }, 'page', /expected format/],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const response = await post('/api/Feedback/create', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ requestSuccessful: false, field });
    expect(response.json().message).toMatch(message);
  });

  it('answers a filled honeypot with the same success but stores nothing', async () => {
    const stored = (await rows('feedback')).length;
    const response = await post('/api/Feedback/create', { comment: 'Buy now', website: 'spam.example' });
    expect(response.statusCode).toBe(200);
    expect(await rows('feedback')).toHaveLength(stored);
  });

  it('limits each IP with a 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.feedbackPerIp.limit; i += 1)
      await post('/api/Feedback/create', { comment: `Note ${i}` }, { ip });
    const limited = await post('/api/Feedback/create', { comment: 'One more' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
