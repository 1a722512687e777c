import { demoUsers } from '../src/seed/data';
import { startTestGateway } from './helpers/gateway';
import { KEMI, proveIdentity } from './helpers/identity';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const borrower = demoUsers.find((u) => u.roleId === 1)!;

let nextAddress = 1;
const freshIp = () => `203.0.113.${nextAddress++}`;

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  token?: string,
  ip = freshIp(),
) =>
  gateway.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const logIn = async (email: string, password: string): Promise<string> =>
  (await send('POST', '/api/Account/login', { email, password })).json().responseData.token;

const refer = (token: string, change: Record<string, unknown> = {}) =>
  send(
    'POST',
    '/api/Refer/create',
    {
      referralDetails: {
        message: 'I found my school-fees loan here. Have a look!',
        userName: `${borrower.firstName} ${borrower.lastName}`,
        userEmail: borrower.email,
        friends: ['tunde@example.com', 'ify@example.com'],
        ...change,
      },
    },
    token,
  );

const invitations = async () =>
  (await gateway.db.query<Record<string, unknown>>('SELECT * FROM referral_invitations ORDER BY id')).rows;

/** Registers through a link and confirms the email, as a friend would. */
async function registerThrough(link: string, email: string) {
  const ref = new URL(link).searchParams.get('ref')!;
  const response = await send('POST', '/api/Account/Register', {
    firstName: 'Tunde',
    lastName: 'Bakare',
    email,
    phone: '+2348030000001',
    password: 'a long enough passphrase',
    confirmPassword: 'a long enough passphrase',
    acceptedPrivacyPolicy: true,
    referralToken: ref,
  });
  expect(response.statusCode).toBe(200);
}

describe('referrals', () => {
  let token: string;
  beforeAll(async () => {
    token = await logIn(borrower.email, borrower.password);
  });

  it('needs a session', async () => {
    const details = { message: 'Hi', userName: 'Ada', userEmail: borrower.email, friends: ['x@example.com'] };
    expect((await send('POST', '/api/Refer/create', { referralDetails: details })).statusCode).toBe(401);
    expect((await send('GET', '/api/Refer')).statusCode).toBe(401);
  });

  it('stores the referral and emails each friend once, with a personal registration link', async () => {
    const before = (await gateway.mail()).length;
    const response = await refer(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requestSuccessful: true,
      message: 'Thank you for the referral, message sent successfully',
      responseData: { invited: 2 },
    });
    const mails = (await gateway.mail()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => /^To: (.*)$/m.exec(m.raw)?.[1]).sort()).toEqual([
      'ify@example.com',
      'tunde@example.com',
    ]);
    const links = mails.map((m) => m.links.find((l) => l.includes('/user/register?ref='))!);
    expect(new Set(links).size).toBe(2);
    for (const link of links) expect(new URL(link).searchParams.get('ref')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mails[0]!.raw).toMatch(/I found my school-fees loan here/);
    expect(mails[0]!.raw).toMatch(/^Subject: A friend invited you to Lendbridge$/m);
    expect(mails[0]!.raw).toMatch(
      new RegExp(`${borrower.firstName}, who has a Lendbridge account, invited you`),
    );
    // The first name only: not the surname, not the address, not what the form called them.
    expect(mails[0]!.raw).not.toContain(borrower.lastName);
    expect(mails[0]!.raw).not.toContain(borrower.email);

    const stored = await invitations();
    expect(stored).toHaveLength(2);
    // Only a hash of each link's secret is kept.
    const secrets = links.map((link) => new URL(link).searchParams.get('ref'));
    for (const row of stored) expect(secrets).not.toContain(row.token_hash);
  });

  it('lists the invitations; a friend who registers through the link shows as joined', async () => {
    const mail = (await gateway.mail()).find((m) => /^To: tunde@example\.com/m.test(m.raw))!;
    const link = mail.links.find((l) => l.includes('/user/register?ref='))!;
    // The friend may register with another address: the link, not the address, makes the tie.
    await registerThrough(link, 'tunde.b@example.com');

    const response = await send('GET', '/api/Refer', undefined, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = response.json().responseData.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(2);
    const byEmail = Object.fromEntries(items.map((item) => [item.friendEmail, item]));
    expect(byEmail['tunde@example.com']).toMatchObject({ joined: true, joinedAt: expect.any(String) });
    expect(byEmail['ify@example.com']).toMatchObject({ joined: false, joinedAt: null });
    expect(Object.keys(items[0]!).sort()).toEqual(['friendEmail', 'id', 'invitedAt', 'joined', 'joinedAt']);
  });

  it('uses a link once: a second registration through it links nothing', async () => {
    const mail = (await gateway.mail()).find((m) => /^To: tunde@example\.com/m.test(m.raw))!;
    const link = mail.links.find((l) => l.includes('/user/register?ref='))!;
    await registerThrough(link, 'someone.else@example.com');
    const joined = (await invitations()).filter((row) => row.joined_user_id !== null);
    expect(joined).toHaveLength(1);
  });

  it('does not tell whether an invited address already has an account', async () => {
    const staff = demoUsers.find((u) => u.roleId === 2)!;
    const before = (await gateway.mail()).length;
    const response = await refer(token, { friends: [staff.email] });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Thank you for the referral, message sent successfully');
    expect(await gateway.mail()).toHaveLength(before + 1);
    const listed = (await send('GET', '/api/Refer', undefined, token)).json().responseData.items;
    expect(listed.find((item: { friendEmail: string }) => item.friendEmail === staff.email)).toMatchObject({
      joined: false,
    });
  });

  it('invites an address once: asking again answers the same and sends nothing', async () => {
    const before = (await gateway.mail()).length;
    const response = await refer(token, { friends: ['IFY@example.com'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Thank you for the referral, message sent successfully');
    expect(await gateway.mail()).toHaveLength(before);
  });

  it('ignores an unknown referral token at registration', async () => {
    await registerThrough('http://localhost:8000/user/register?ref=' + 'A'.repeat(43), 'plain@example.com');
    const { rows } = await gateway.db.query('SELECT 1 FROM users WHERE email = $1', ['plain@example.com']);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      { friends: [] },
      'referralDetails.friends',
      "The field 'referralDetails.friends' must list at least 1 item",
    ],
    [
      { friends: Array.from({ length: 11 }, (_, i) => `friend${i}@example.com`) },
      'referralDetails.friends',
      "The field 'referralDetails.friends' must list at most 10 items",
    ],
    [
      { friends: ['good@example.com', 'not-an-email'] },
      'referralDetails.friends.1',
      "The field 'referralDetails.friends.1' must be a valid email address",
    ],
    [
      { friends: ['chioma@example.com', 'Chioma@Example.com'] },
      'referralDetails.friends.1',
      'This email address is already in the list',
    ],
    [
      { friends: ['chioma@example.com', borrower.email.toUpperCase()] },
      'referralDetails.friends.1',
      'This is your own email address: invite a friend instead',
    ],
    [{ message: '' }, 'referralDetails.message', "The field 'referralDetails.message' must not be empty"],
    [
      { message: 'x'.repeat(1001) },
      'referralDetails.message',
      "The field 'referralDetails.message' must be at most 1000 characters",
    ],
    [
      { userEmail: 'someone@example.com' },
      'referralDetails.userEmail',
      "The field 'referralDetails.userEmail' must be the email address of your account",
    ],
  ])('refuses %j with a 400 naming the field, and sends nothing', async (change, field, message) => {
    const stored = (await invitations()).length;
    const mails = (await gateway.mail()).length;
    const response = await refer(token, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ requestSuccessful: false, message, field, responseData: null });
    expect(await invitations()).toHaveLength(stored);
    expect(await gateway.mail()).toHaveLength(mails);
  });

  it('quotes the message as plain text with every link taken out, and ignores the name the form gave', async () => {
    const before = (await gateway.mail()).length;
    const response = await refer(token, {
      friends: ['kola@example.com'],
      userName: 'Your Bank Security Team',
      message:
        'Urgent: verify at https://evil.example/login or www.evil.example or evil.example/x, mail me@evil.example',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = (await gateway.mail()).slice(before);
    expect(mail!.raw).toMatch(
      /> Urgent: verify at \[link removed\] or \[link removed\] or \[link removed\] mail \[link removed\]/,
    );
    expect(mail!.raw).not.toMatch(/evil|Bank Security/);
    // The one link left is ours: the personal registration link.
    expect(mail!.links.every((link) => link.startsWith('http://localhost:8000/user/register?ref='))).toBe(
      true,
    );
    expect(mail!.raw).not.toMatch(/href="(?!http:\/\/localhost:8000\/user\/register\?ref=)/);
  });

  it('names the referrer by the first name on their roster entry, never by a name they chose', async () => {
    // An account is called whatever its holder typed; only the roster's name is vouched for.
    const email = 'renamed@example.com';
    await registerThrough('http://localhost:8000/user/register?ref=' + 'D'.repeat(43), email);
    await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
    const own = await logIn(email, 'a long enough passphrase');
    const profile = { firstName: 'Lendbridge Security', lastName: 'Desk', phone: '+2348030000001' };
    expect((await send('PUT', '/api/User/Update', profile, own)).statusCode).toBe(200);
    const invite = async (friend: string) => {
      const before = (await gateway.mail()).length;
      const details = {
        message: 'Join me',
        userName: 'Lendbridge Security',
        userEmail: email,
        friends: [friend],
      };
      expect((await send('POST', '/api/Refer/create', { referralDetails: details }, own)).statusCode).toBe(
        200,
      );
      const [mail] = (await gateway.mail()).slice(before);
      expect(mail!.raw).not.toMatch(/Security|Desk/);
      return mail!.raw;
    };

    expect(await invite('unnamed.friend@example.com')).toMatch(
      /^Someone with a Lendbridge account invited you/m,
    );
    await proveIdentity(gateway, KEMI, own);
    expect(await invite('named.friend@example.com')).toMatch(
      /^Kemi, who has a Lendbridge account, invited you/m,
    );
  });

  it('emails an address that is not a user at most three times a day, whoever invites it', async () => {
    const referrers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const email = `inviter${i}@example.com`;
      await registerThrough('http://localhost:8000/user/register?ref=' + 'C'.repeat(43), email);
      await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
      referrers.push(email);
    }
    const target = 'popular.friend@example.com';
    const before = (await gateway.mail()).length;
    for (const email of referrers) {
      const own = await logIn(email, 'a long enough passphrase');
      const answer = await send(
        'POST',
        '/api/Refer/create',
        { referralDetails: { message: 'Join me', userName: 'X', userEmail: email, friends: [target] } },
        own,
      );
      // The same answer every time: the fourth referrer learns nothing.
      expect(answer.statusCode).toBe(200);
    }
    const sent = (await gateway.mail()).slice(before).filter((m) => m.raw.includes(`To: ${target}`));
    expect(sent).toHaveLength(3);
  });

  it('limits referrals per account with a 429 and Retry-After', async () => {
    // A referrer of its own, so the count starts at zero whatever the tests above did.
    const email = 'counting@example.com';
    await registerThrough('http://localhost:8000/user/register?ref=' + 'B'.repeat(43), email);
    await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
    const own = await logIn(email, 'a long enough passphrase');
    const referAs = (friend: string) =>
      send(
        'POST',
        '/api/Refer/create',
        { referralDetails: { message: 'Join me', userName: 'Tunde', userEmail: email, friends: [friend] } },
        own,
      );
    for (let i = 0; i < 5; i += 1) expect((await referAs(`batch${i}@example.com`)).statusCode).toBe(200);
    const limited = await referAs('late@example.com');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });
});
