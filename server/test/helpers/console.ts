import { demoUsers, ORGANIZATION_ADMIN_EMAIL } from '../../src/seed/data';
import type { startTestGateway } from './gateway';

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;

export const PLATFORM_ADMIN = demoUsers.find((user) => user.roleId === 3)!;
export const ZENITH_HR = demoUsers.find((user) => user.email === ORGANIZATION_ADMIN_EMAIL)!;

export async function consoleLogin(gateway: Gateway, email: string, password: string): Promise<string> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/api/Console/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`Console login answered ${response.statusCode}: ${response.body}`);
  return response.json().responseData.token as string;
}

export async function organizationId(gateway: Gateway, code: string): Promise<number> {
  const { rows } = await gateway.db.query<{ id: number }>('SELECT id FROM organizations WHERE code = $1', [
    code,
  ]);
  if (!rows[0]) throw new Error(`No organisation ${code}`);
  return rows[0].id;
}

/** A roster file with the exported header. */
export const rosterFile = (...rows: string[]) =>
  ['staff_number,full_name,monthly_net_pay,contact_email,left', ...rows].join('\r\n') + '\r\n';

export async function providerId(gateway: Gateway, slug: string): Promise<number> {
  const { rows } = await gateway.db.query<{ id: number }>('SELECT id FROM providers WHERE slug = $1', [slug]);
  if (!rows[0]) throw new Error(`No provider ${slug}`);
  return rows[0].id;
}

export async function publicIdOf(gateway: Gateway, email: string): Promise<string> {
  const { rows } = await gateway.db.query<{ publicId: string }>(
    'SELECT public_id AS "publicId" FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!rows[0]) throw new Error(`No account ${email}`);
  return rows[0].publicId;
}

/** Sends a message through the site's contact form and answers its id in the console's inbox. */
export async function contactMessageId(
  gateway: Gateway,
  message: { name: string; email: string; subject: string; message: string } = {
    name: 'Amaka Obi',
    email: 'amaka@example.com',
    subject: 'My offer letter',
    message: 'I cannot find the offer letter.',
  },
): Promise<string> {
  const sent = await gateway.app.inject({ method: 'POST', url: '/api/Contact', payload: message });
  if (sent.statusCode !== 200) throw new Error(`Contact answered ${sent.statusCode}: ${sent.body}`);
  const { rows } = await gateway.db.query<{ id: string }>(
    'SELECT public_id::text AS id FROM contact_messages WHERE email = $1 ORDER BY id DESC LIMIT 1',
    [message.email],
  );
  return rows[0]!.id;
}
