import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { emailsSent } from '../http/metrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, e.g. the person who wrote to the team. */
  replyTo?: string;
  /** The link the email is about; printed in the embedded mode so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  /** Sends in the background: callers never wait on (or reveal timing of) mail delivery. */
  send(message: MailMessage): void;
  /**
   * Finds out whom to write and what (database lookups, a new token) after the current request
   * has been answered, then sends what `compose` answers, if anything: whether a message goes out
   * (an account exists, a number is on a roster) never changes how long the answer takes.
   */
  later(compose: () => Promise<MailMessage | undefined>): void;
  /** Resolves when every send and `later` job started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where `.eml` files go when there is no SMTP server. */
  mailDir: string;
  onError: (error: unknown) => void;
  onWritten?: (file: string, message: MailMessage) => void;
  /** Runs a `later` job; by default once the event loop has written the current answer. */
  defer?: (job: () => void) => void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every email becomes an `.eml` file, so the
 * embedded product works end to end with no mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  const write = async (message: MailMessage) => {
    const info: { message?: unknown } = await transport.sendMail({
      from: options.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (options.smtpUrl) return;
    mkdirSync(options.mailDir, { recursive: true });
    sequence += 1;
    const slug = message.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const file = join(options.mailDir, `${Date.now()}-${String(sequence).padStart(4, '0')}-${slug}.eml`);
    writeFileSync(file, info.message as Buffer);
    options.onWritten?.(file, message);
  };

  const deliver = (message: MailMessage) =>
    write(message).then(
      () => void emailsSent.inc({ outcome: 'sent' }),
      (error: unknown) => {
        emailsSent.inc({ outcome: 'failed' });
        throw error;
      },
    );

  const defer = options.defer ?? ((job: () => void) => void setImmediate(job));
  const track = (work: Promise<void>) => {
    const job = work.catch(options.onError).finally(() => pending.delete(job));
    pending.add(job);
  };

  return {
    send(message) {
      track(deliver(message));
    },
    later(compose) {
      track(
        new Promise<void>((resolve, reject) =>
          defer(() => {
            compose()
              .then((message) => (message ? deliver(message) : undefined))
              .then(resolve, reject);
          }),
        ),
      );
    },
    async settled() {
      // A job may start another (a composed message is then delivered): wait until none is left.
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
