import type { MailMessage } from './mailer';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; link: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    '',
    '— The Lendbridge team',
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14213d;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    action
      ? `<p><a href="${escape(action.link)}" style="background:#1357b8;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:12px">If the button does not work, copy this address into your browser: ${escape(action.link)}</p>`
      : '',
    '<p>— The Lendbridge team</p></body></html>',
  ].join('');
  return { to, subject, text, html, link: action?.link };
}

export function confirmEmailMessage(to: string, firstName: string, link: string): MailMessage {
  return compose(
    to,
    'Confirm your email address',
    [
      `Hello ${firstName},`,
      'Thank you for opening a Lendbridge account. Please confirm that this is your email address. The link works once and expires in 24 hours.',
      'If you did not create an account, you can ignore this email.',
    ],
    { label: 'Confirm my email address', link },
  );
}

export function existingAccountMessage(to: string, loginLink: string, resetLink: string): MailMessage {
  return compose(to, 'You already have a Lendbridge account', [
    'Someone, probably you, tried to open a new Lendbridge account with this email address, which already has one.',
    `You can log in at ${loginLink}. If you have forgotten your password, reset it at ${resetLink}.`,
    'If this was not you, no action is needed: nothing has changed on your account.',
  ]);
}

export function resetPasswordMessage(to: string, firstName: string, link: string): MailMessage {
  return compose(
    to,
    'Reset your Lendbridge password',
    [
      `Hello ${firstName},`,
      'We received a request to reset your password. The link works once and expires in 1 hour. Resetting your password logs you out everywhere else.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', link },
  );
}
