import { demoUsers } from '../src/seed/data';
import { SESSION_TTL_SECONDS, startTestGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const borrower = demoUsers.find((u) => u.roleId === 1)!;
const staff = demoUsers.find((u) => u.roleId === 2)!;

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  gateway.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const login = (email: string, password: string) => send('POST', '/api/Account/login', { email, password });
const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;
const userRow = async (email: string) =>
  (
    await gateway.db.query<Record<string, unknown>>('SELECT * FROM users WHERE lower(email) = lower($1)', [
      email,
    ])
  ).rows[0];

const newcomer = {
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi.eze@example.com',
  phone: '+2348012345678',
  password: 'long enough passphrase',
  confirmPassword: 'long enough passphrase',
  acceptedPrivacyPolicy: true,
};

describe('registration and email confirmation', () => {
  let userId: string;

  it('opens an unconfirmed account and emails a confirmation link', async () => {
    const response = await send('POST', '/api/Account/Register', newcomer);
    expect(response.statusCode).toBe(200);
    userId = response.json().responseData.userId;
    expect(response.json().responseData).toEqual({ userId, email: newcomer.email });
    const row = await userRow(newcomer.email);
    expect(row).toMatchObject({ email_confirmed: false, role_id: 1, public_id: userId });
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    const [mail] = await gateway.mail();
    expect(mail?.raw).toMatch(/To: chidi\.eze@example\.com/);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    expect(mail?.links.some((link) => link.startsWith('http://localhost:8000/user/activate?token='))).toBe(
      true,
    );
  });

  it('answers an existing email exactly like a new one, and tells the owner instead', async () => {
    const before = (await gateway.mail()).length;
    const response = await send('POST', '/api/Account/Register', {
      ...newcomer,
      email: borrower.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.responseData).sort()).toEqual(['email', 'userId']);
    expect(body.message).toBe('Registration successful. Check your email.');
    expect(body.responseData.userId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mails = await gateway.mail();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.raw).toMatch(/already has one/);
    expect(
      (await gateway.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [borrower.email])).rows,
    ).toHaveLength(1);
  });

  it('refuses to log in before the email is confirmed, naming the account to resend for', async () => {
    const response = await login(newcomer.email, newcomer.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'email_not_confirmed', responseData: { userId } });
  });

  it('resends the confirmation for an unconfirmed account and answers the same for an unknown id', async () => {
    const before = (await gateway.mail()).length;
    const known = await send('GET', `/api/User/ResendEmailConfirmation/${userId}`);
    const unknown = await send('GET', '/api/User/ResendEmailConfirmation/AAAAAAAAAAAAAAAAAAAAAA');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await gateway.mail()).toHaveLength(before + 1);
  });

  it('confirms with any link sent, once; using one ends the others (400 with a message)', async () => {
    const links = (await gateway.mail()).flatMap((m) => m.links).filter((l) => l.includes('/user/activate'));
    const [first, latest] = [links[0]!, links.at(-1)!];
    expect(first).not.toBe(latest);
    // A newer email (anyone can ask for one) does not break the link the owner is using.
    const confirmed = await send('POST', '/api/Account/verifyaccount', { token: tokenFrom(first) });
    expect(confirmed.statusCode).toBe(200);
    expect((await userRow(newcomer.email))?.email_confirmed).toBe(true);
    for (const used of [first, latest]) {
      const again = await send('POST', '/api/Account/verifyaccount', { token: tokenFrom(used) });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toMatch(/expired or has already been used/);
    }
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', /valid email address/],
    [{ firstName: '' }, 'firstName', /must not be empty/],
    [{ firstName: 'x'.repeat(81) }, 'firstName', /at most 80 characters/],
    [{ password: 'short', confirmPassword: 'short' }, 'password', /at least 8 characters/],
    [{ password: 'password123', confirmPassword: 'password123' }, 'password', /too common/],
    [{ confirmPassword: 'something else entirely' }, 'confirmPassword', /do not match/],
    [{ acceptedPrivacyPolicy: false }, 'acceptedPrivacyPolicy', /must be accepted/],
    [{ phone: 'call me' }, 'phone', /expected format/],
    [{ roleId: 3 }, 'roleId', /Unknown field/],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const response = await send('POST', '/api/Account/Register', {
      ...newcomer,
      email: 'other@example.com',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ requestSuccessful: false, field });
    expect(response.json().message).toMatch(message);
    expect(await userRow('other@example.com')).toBeUndefined();
  });

  it('refuses a missing field with a 400 naming it', async () => {
    const { lastName: _omitted, ...withoutLastName } = newcomer;
    const response = await send('POST', '/api/Account/Register', withoutLastName);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'lastName', message: "The field 'lastName' is required" });
  });
});

describe('login', () => {
  it('answers the session for a borrower', async () => {
    const response = await login(borrower.email, borrower.password);
    expect(response.statusCode).toBe(200);
    const data = response.json().responseData;
    expect(data).toMatchObject({ isUser: true, roleId: 1, expires: SESSION_TTL_SECONDS });
    expect(data.user).toMatchObject({ email: borrower.email, firstName: borrower.firstName });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers isUser false and no session for lender staff', async () => {
    const response = await login(staff.email, staff.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().responseData).toMatchObject({ isUser: false, roleId: 2, token: '' });
  });

  it('fails identically for a wrong password and an unknown email', async () => {
    const wrong = await login(borrower.email, 'not the password');
    const unknown = await login('nobody@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      requestSuccessful: false,
      message: 'Invalid email or password',
      error: 'invalid_grant',
      responseData: null,
    });
  });

  it('past the failed-login limit, asks for an emailed sign-in code instead of saying more', async () => {
    const target = 'target@example.com';
    const answers: string[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await login(target, 'guess')).json().error);
    expect(answers.slice(0, 10).every((error) => error === 'invalid_grant')).toBe(true);
    const stepped = await login(target, 'guess');
    expect(stepped.statusCode).toBe(401);
    expect(stepped.json()).toMatchObject({ error: 'login_code_required', field: 'loginCode' });
    expect(stepped.json().message).toMatch(/emailed a 6-digit sign-in code/);
  });
});

describe('profile, ownership and sessions', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login(borrower.email, borrower.password)).json().responseData.token;
  });

  it('shows the caller their own profile only', async () => {
    const own = await send(
      'GET',
      `/api/User/GetUserByEmail/${encodeURIComponent(borrower.email)}`,
      undefined,
      token,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().responseData.email).toBe(borrower.email);
    expect(own.headers['cache-control']).toBe('no-store');
    const other = await send(
      'GET',
      `/api/User/GetUserByEmail/${encodeURIComponent(staff.email)}`,
      undefined,
      token,
    );
    const nobody = await send('GET', '/api/User/GetUserByEmail/nobody%40example.com', undefined, token);
    expect(other.statusCode).toBe(403);
    expect(nobody.body).toBe(other.body);
    const anonymous = await send('GET', `/api/User/GetUserByEmail/${encodeURIComponent(borrower.email)}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('updates the allowed profile fields', async () => {
    const response = await send(
      'PUT',
      '/api/User/Update',
      { firstName: 'Ada', lastName: 'Okafor-Nwosu', phone: '+2348030000000' },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Profile updated successfully');
    expect(await userRow(borrower.email)).toMatchObject({ first_name: 'Ada', last_name: 'Okafor-Nwosu' });
  });

  it('refuses any other field and leaves the row unchanged (no mass assignment)', async () => {
    const before = await userRow(borrower.email);
    for (const extra of [
      { roleId: 3 },
      { emailConfirmed: false },
      { passwordHash: 'x' },
      { email: 'new@example.com' },
    ]) {
      const response = await send(
        'PUT',
        '/api/User/Update',
        { firstName: 'Mallory', lastName: 'X', phone: '+2348030000001', ...extra },
        token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Unknown field/);
    }
    expect(await userRow(borrower.email)).toEqual(before);
  });

  it('rejects an expired session', async () => {
    const fresh = (await login(borrower.email, borrower.password)).json().responseData.token;
    await gateway.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL AND id = (SELECT max(id) FROM sessions)`,
    );
    const response = await send(
      'GET',
      `/api/User/GetUserByEmail/${encodeURIComponent(borrower.email)}`,
      undefined,
      fresh,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('revokes the token on logout', async () => {
    const fresh = (await login(borrower.email, borrower.password)).json().responseData.token;
    expect((await send('POST', '/api/Account/logout', undefined, fresh)).statusCode).toBe(200);
    const after = await send(
      'GET',
      `/api/User/GetUserByEmail/${encodeURIComponent(borrower.email)}`,
      undefined,
      fresh,
    );
    expect(after.statusCode).toBe(401);
  });
});

describe('forgotten passwords', () => {
  const email = newcomer.email;

  it('answers the same for a known and an unknown email, emailing only the known one', async () => {
    const before = (await gateway.mail()).length;
    const known = await send('GET', `/api/Account/ForgotPassword?email=${encodeURIComponent(email)}`);
    const unknown = await send('GET', '/api/Account/ForgotPassword?email=ghost%40example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = await gateway.mail();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.links.some((l) => l.includes('/user/reset-password?token='))).toBe(true);
  });

  it('resets once, refuses a common password without using up the link, and ends other sessions', async () => {
    const session = (await login(email, newcomer.password)).json().responseData.token;
    const link = (await gateway.mail())
      .flatMap((m) => m.links)
      .filter((l) => l.includes('reset-password'))
      .at(-1)!;
    const token = tokenFrom(link);

    const weak = await send('POST', '/api/Account/ResetPassword', {
      token,
      password: 'iloveyou',
      confirmPassword: 'iloveyou',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');

    const reset = await send('POST', '/api/Account/ResetPassword', {
      token,
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Password reset successful, Login to continue');

    const old = await send(
      'GET',
      `/api/User/GetUserByEmail/${encodeURIComponent(email)}`,
      undefined,
      session,
    );
    expect(old.statusCode).toBe(401);
    expect((await login(email, newcomer.password)).statusCode).toBe(401);
    expect((await login(email, 'a brand new passphrase')).statusCode).toBe(200);

    const again = await send('POST', '/api/Account/ResetPassword', {
      token,
      password: 'another new passphrase',
      confirmPassword: 'another new passphrase',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a malformed email with a 400 naming the field', async () => {
    const response = await send('GET', '/api/Account/ForgotPassword?email=nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });
});
