import type { AuditLogEntry, InboxItem } from '@lendbridge/contract';
import { startTestGateway, TEAM_INBOX } from './helpers/gateway';
import { consoleLogin, contactMessageId, organizationId, PLATFORM_ADMIN, ZENITH_HR } from './helpers/console';
import { caller, snapshot } from './helpers/lender';

/*
 * The console's inbox of messages sent through the site, and its audit log view: filters, keyset
 * pages that stay stable while rows are added, replies by email and idempotent marking. Who may
 * make these calls at all is in console.test.ts's role × call table.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let admin: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  admin = await consoleLogin(gateway, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
});
afterAll(() => gateway.close());

const contact = (n: number, email = `sender${n}@example.com`) => ({
  name: `Sender ${n}`,
  email,
  subject: `Question ${n}`,
  message: `Question number ${n}.\nOn two lines.`,
});

const partnership = (n: number) => ({
  organization: `Cooperative ${n}`,
  contactName: `Bola ${n}`,
  email: `bola${n}@ltc.example`,
  phone: '+2348012345678',
  partnershipKind: 'employer',
  message: `We would like to join, ${n}.`,
});

async function inbox(query: string): Promise<{ items: InboxItem[]; nextCursor: string | null }> {
  const answer = await send('GET', `/api/Console/messages${query}`, { token: admin });
  expect(answer.statusCode).toBe(200);
  return answer.json().responseData;
}

async function everyPage<T>(
  fetchPage: (after: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
): Promise<T[]> {
  const all: T[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = await fetchPage(after);
    all.push(...page.items);
    if (page.nextCursor === null) return all;
    after = page.nextCursor;
  }
  throw new Error('More than 100 pages');
}

describe('the inbox', () => {
  it('lists both kinds newest first, filters by kind and state, and pages without repeats while mail arrives', async () => {
    for (let n = 1; n <= 5; n += 1) {
      await send('POST', '/api/Contact', { body: contact(n) });
      await send('POST', '/api/Partner/create', { body: partnership(n) });
    }
    const first = await inbox('?limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.items[0]).toMatchObject({ kind: 'partnership', subject: 'Cooperative 5', state: 'open' });
    expect(first.items[1]).toMatchObject({
      kind: 'contact',
      subject: 'Question 5',
      excerpt: 'Question number 5. On two lines.',
    });
    // A message arriving between pages goes to the top and shifts nothing after the cursor.
    await send('POST', '/api/Contact', { body: contact(6) });
    const rest = await everyPage((after) =>
      inbox(`?limit=3${after ? `&after=${after}` : `&after=${first.nextCursor}`}`),
    );
    const seen = [...first.items, ...rest].map((item) => item.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(10);
    const times = [...first.items, ...rest].map((item) => item.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const contacts = await everyPage((after) => inbox(`?kind=contact${after ? `&after=${after}` : ''}`));
    expect(contacts.every((item) => item.kind === 'contact')).toBe(true);
    expect(contacts.map((item) => item.subject).slice(0, 2)).toEqual(['Question 6', 'Question 5']);

    const marked = await send('PUT', `/api/Console/messages/${contacts[0]!.id}/handled`, {
      token: admin,
      body: { handled: true },
    });
    expect(marked.statusCode).toBe(200);
    const handled = await inbox('?state=handled');
    expect(handled.items.map((item) => item.id)).toEqual([contacts[0]!.id]);
    const open = await everyPage((after) => inbox(`?state=open${after ? `&after=${after}` : ''}`));
    expect(open.map((item) => item.id)).not.toContain(contacts[0]!.id);
  });

  it('shows a partnership enquiry in full', async () => {
    await send('POST', '/api/Partner/create', { body: partnership(9) });
    const [item] = (await inbox('?kind=partnership&limit=1')).items;
    const answer = await send('GET', `/api/Console/messages/${item!.id}`, { token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().responseData).toMatchObject({
      name: 'Bola 9',
      message: 'We would like to join, 9.',
      partnership: { organization: 'Cooperative 9', phone: '+2348012345678', partnershipKind: 'employer' },
      handledBy: null,
      replies: [],
    });
  });

  it('marks handled and back, once each however often it is asked, and audits each change', async () => {
    const id = await contactMessageId(gateway, contact(20));
    const mark = (handled: boolean) =>
      send('PUT', `/api/Console/messages/${id}/handled`, { token: admin, body: { handled } });
    const done = await mark(true);
    expect(done.json().responseData).toMatchObject({
      state: 'handled',
      handledBy: { email: PLATFORM_ADMIN.email },
    });
    const before = await snapshot(gateway);
    const again = await mark(true);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/already handled/);
    const { 'public.idempotency_keys': _keys, ...after } = await snapshot(gateway);
    const { 'public.idempotency_keys': _before, ...unchanged } = before;
    expect(after).toEqual(unchanged);
    expect((await mark(false)).json().responseData).toMatchObject({
      state: 'open',
      handledBy: null,
      handledAt: null,
    });
    const { rows } = await gateway.db.query<{ action: string; from_status: string; to_status: string }>(
      `SELECT action, from_status, to_status FROM audit_log WHERE entity = 'message' AND entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      { action: 'handled', from_status: 'open', to_status: 'handled' },
      { action: 'reopened', from_status: 'handled', to_status: 'open' },
    ]);
  });

  it('emails a reply to the sender only, keeps it with the message and marks it handled', async () => {
    const id = await contactMessageId(gateway, contact(30, 'reply.me@example.com'));
    await gateway.db.query(
      `UPDATE contact_messages SET subject = 'Visit evil.example now' || chr(13) || chr(10) || 'Bcc: victim@example.com'
       WHERE public_id = $1`,
      [id],
    );
    const mails = (await gateway.mail()).length;
    const answer = await send('POST', `/api/Console/messages/${id}/reply`, {
      token: admin,
      body: { text: '  Your offer letter is on your dashboard.\nUnder "Loans".  ' },
    });
    expect(answer.statusCode).toBe(200);
    const message = answer.json().responseData;
    expect(message).toMatchObject({
      state: 'handled',
      handledBy: { email: PLATFORM_ADMIN.email },
      replyCount: 1,
      replies: [
        {
          sentTo: 'reply.me@example.com',
          repliedBy: { email: PLATFORM_ADMIN.email },
          text: 'Your offer letter is on your dashboard.\nUnder "Loans".',
        },
      ],
    });
    const sent = (await gateway.mail()).slice(mails);
    expect(sent).toHaveLength(1);
    const raw = sent[0]!.raw;
    expect(raw).toMatch(/^To: reply\.me@example\.com$/m);
    expect(raw).toMatch(new RegExp(`^Reply-To: ${TEAM_INBOX}$`, 'm'));
    // The stored subject's line break and link do not reach the headers.
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).not.toMatch(/victim@example\.com|evil\.example/);
    expect(raw).toMatch(/^Subject: Re: Visit \[link removed\] now Bcc: \[link removed\]$/m);
    expect(raw).toMatch(/Your offer letter is on your dashboard/);
    expect(message.replies[0].subject).toBe('Re: Visit [link removed] now Bcc: [link removed]');

    const { rows } = await gateway.db.query<{ action: string; to_status: string; details: object }>(
      `SELECT action, to_status, details FROM audit_log WHERE entity = 'message' AND entity_id = $1`,
      [id],
    );
    // The log says a reply was sent, not to whom or what: those stay with the reply.
    expect(rows).toEqual([
      { action: 'replied', to_status: 'handled', details: { kind: 'contact', replyId: expect.any(String) } },
    ]);

    // Closing the sender's account erases their contact messages, and the replies go with them.
    await gateway.db.query('DELETE FROM contact_messages WHERE public_id = $1', [id]);
    const { rows: left } = await gateway.db.query(
      `SELECT r.id FROM message_replies r WHERE r.sent_to = 'reply.me@example.com'`,
    );
    expect(left).toEqual([]);
  });

  it('sends the same reply once for one Idempotency-Key', async () => {
    const id = await contactMessageId(gateway, contact(31));
    const mails = (await gateway.mail()).length;
    const call = () =>
      send('POST', `/api/Console/messages/${id}/reply`, {
        token: admin,
        key: 'reply-once-key-0001',
        body: { text: 'Once.' },
      });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    expect(await gateway.mail()).toHaveLength(mails + 1);
    const { rows } = await gateway.db.query(
      `SELECT r.id FROM message_replies r JOIN contact_messages m ON m.id = r.contact_message_id
       WHERE m.public_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty or overlong reply, a stored address that is not one address, and a missing message', async () => {
    const id = await contactMessageId(gateway, contact(40));
    const before = await snapshot(gateway);
    const mails = (await gateway.mail()).length;
    for (const text of ['', '   \n ', 'x'.repeat(5001)]) {
      const answer = await send('POST', `/api/Console/messages/${id}/reply`, {
        token: admin,
        body: { text },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe('text');
    }
    const controls = await send('POST', `/api/Console/messages/${id}/reply`, {
      token: admin,
      body: { text: 'Hello\u0000' },
    });
    expect(controls.statusCode).toBe(400);
    expect(await snapshot(gateway)).toEqual(before);

    await gateway.db.query(
      `UPDATE contact_messages SET email = 'a@example.com, b@example.com' WHERE public_id = $1`,
      [id],
    );
    const twoAddresses = await send('POST', `/api/Console/messages/${id}/reply`, {
      token: admin,
      body: { text: 'Hello' },
    });
    expect(twoAddresses.statusCode).toBe(409);
    expect(twoAddresses.json().error).toBe('unusable_address');
    expect(await gateway.mail()).toHaveLength(mails);

    const missing = await send('POST', '/api/Console/messages/00000000-0000-4000-8000-000000000000/reply', {
      token: admin,
      body: { text: 'Hello' },
    });
    expect(missing.statusCode).toBe(404);
    const badCursor = await send('GET', '/api/Console/messages?after=1_abc', { token: admin });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().field).toBe('after');
  });
});

describe('the audit log', () => {
  async function auditPage(query: string): Promise<{ items: AuditLogEntry[]; nextCursor: string | null }> {
    const answer = await send('GET', `/api/Console/audit${query}`, { token: admin });
    expect([answer.statusCode, answer.body].join(' ')).toMatch(/^200 /);
    return answer.json().responseData;
  }

  it('names who did what to which record, from and to', async () => {
    const zenith = await organizationId(gateway, 'ZENITHTECH');
    const hr = await consoleLogin(gateway, ZENITH_HR.email, ZENITH_HR.password);
    await send('POST', `/api/Console/organizations/${zenith}/roster/apply`, {
      token: hr,
      body: {
        fileName: 'r.csv',
        csv: 'staff_number,full_name,monthly_net_pay,contact_email,left\r\nZT-AUD-1,Audit Person,100000.00,aud@example.com,no\r\n',
      },
    });
    const { items } = await auditPage(`?actor=${encodeURIComponent(ZENITH_HR.email.toUpperCase())}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((entry) => entry.actor?.email === ZENITH_HR.email)).toBe(true);
    expect(items[0]).toMatchObject({
      actor: { roleId: 4, name: `${ZENITH_HR.firstName} ${ZENITH_HR.lastName}` },
      entity: expect.stringMatching(/^roster_(upload|member)$/),
    });
    const member = items.find((entry) => entry.entity === 'roster_member')!;
    expect(member).toMatchObject({ action: 'roster_added', record: expect.stringMatching(/^[0-9]+$/) });

    // One record, whoever touched it.
    const byRecord = await auditPage(`?entity=roster_member&record=${member.record}`);
    expect(byRecord.items.map((entry) => entry.id)).toEqual([member.id]);
    const byName = await auditPage(`?actor=${encodeURIComponent(ZENITH_HR.lastName.toLowerCase())}&limit=1`);
    expect(byName.items[0]!.actor?.email).toBe(ZENITH_HR.email);
  });

  it('finds a loan by its uuid: the borrower’s accept and the lender’s payout', async () => {
    const { rows } = await gateway.db.query<{ entity_id: string }>(
      `SELECT entity_id::text FROM audit_log WHERE entity = 'loan' GROUP BY entity_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const loan = rows[0]!.entity_id;
    const { items } = await auditPage(`?record=${loan}`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((entry) => entry.record === loan && entry.entity === 'loan')).toBe(true);
  });

  it('pages by keyset without gaps or repeats while entries are added, and filters by time', async () => {
    const { rows: counted } = await gateway.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM audit_log',
    );
    const pages: AuditLogEntry[][] = [];
    let after: string | null = null;
    do {
      const page: { items: AuditLogEntry[]; nextCursor: string | null } = await auditPage(
        `?limit=7${after ? `&after=${after}` : ''}`,
      );
      pages.push(page.items);
      after = page.nextCursor;
      // A change made meanwhile is newer than every page: it must not appear or shift a row.
      if (pages.length === 1)
        await contactMessageId(gateway, contact(50)).then((id) =>
          send('PUT', `/api/Console/messages/${id}/handled`, { token: admin, body: { handled: true } }),
        );
    } while (after !== null && pages.length < 500);
    const all = pages.flat();
    expect(all).toHaveLength(counted[0]!.n);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const order = all.map((entry) => [entry.occurredAt, Number(entry.id)] as const);
    for (let i = 1; i < order.length; i += 1) {
      const [at, id] = order[i]!;
      const [previousAt, previousId] = order[i - 1]!;
      expect(at < previousAt || (at === previousAt && id < previousId)).toBe(true);
    }

    // A period: only entries within it, the start included and the end not.
    const middle = all[Math.floor(all.length / 2)]!;
    const from = new Date(Date.parse(middle.occurredAt) - 60_000).toISOString();
    const to = middle.occurredAt;
    const inPeriod = await everyPage((cursor) =>
      auditPage(`?from=${from}&to=${to}&limit=100${cursor ? `&after=${cursor}` : ''}`),
    );
    expect(inPeriod.every((entry) => entry.occurredAt >= from && entry.occurredAt < to)).toBe(true);
    expect(inPeriod.length).toBe(
      all.filter((entry) => entry.occurredAt >= from && entry.occurredAt < to).length,
    );

    const backwards = await send('GET', `/api/Console/audit?from=${to}&to=${from}`, { token: admin });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().field).toBe('to');
    const notARecord = await send('GET', '/api/Console/audit?record=loan-1', { token: admin });
    expect(notARecord.statusCode).toBe(400);
    expect(notARecord.json().field).toBe('record');
  });

  it('answers odd but well-formed filters with a page, never a failure', async () => {
    for (const query of [
      '?actor=%25_%5C',
      '?actor=999999999',
      '?record=9999999999',
      '?record=00000000-0000-4000-8000-000000000000&entity=message',
      '?after=99999999999999999_999999999999999999',
      '?from=1970-01-01T00:00:00Z&to=2999-12-31T23:59:59.999Z',
    ]) {
      const answer = await send('GET', `/api/Console/audit${query}`, { token: admin });
      expect([query, answer.statusCode]).toEqual([query, 200]);
    }
    const inboxAnswer = await send(
      'GET',
      '/api/Console/messages?after=99999999999999999_ffffffff-ffff-4fff-bfff-ffffffffffff',
      { token: admin },
    );
    expect(inboxAnswer.statusCode).toBe(200);
  });

  it('reads the filters from the indexes, not the whole log', async () => {
    const shape = (where: string) =>
      `EXPLAIN SELECT a.id FROM audit_log a WHERE ${where} ORDER BY a.occurred_at DESC, a.id DESC LIMIT 26`;
    const plans = await gateway.db.transaction(async (tx) => {
      // Planner statistics would say a seeded log is small enough to scan: ask as for a large one.
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string, values: unknown[]) =>
        (await tx.query<Record<string, string>>(sql, values)).rows
          .map((row) => Object.values(row)[0])
          .join('\n');
      return {
        actor: await plan(shape('a.actor_user_id = $1'), [1]),
        entityId: await plan(shape('a.entity_id = $1::uuid'), ['00000000-0000-4000-8000-000000000000']),
        recordId: await plan(shape('a.record_id = $1'), ['1']),
        time: await plan(shape('a.occurred_at >= $1::timestamptz'), [new Date().toISOString()]),
      };
    });
    expect(plans.actor).toMatch(/audit_log_actor_idx/);
    expect(plans.entityId).toMatch(/audit_log_entity_id_idx/);
    expect(plans.recordId).toMatch(/audit_log_record_id_idx/);
    expect(plans.time).toMatch(/audit_log_time_idx/);
  });
});
