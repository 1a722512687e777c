import { expect, test } from '@playwright/test';
import { ADMIN, openConsole } from './console';
import { axeViolations, expectMails, hydrated } from './support';

/** A mark that makes this run's message unique among parallel tests and earlier runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test('an admin reads a message sent through /contact, replies by email, and finds it in the audit log', async ({
  page,
}) => {
  // A visitor's form, a login and three console pages: more than one page's time.
  test.slow();
  const mark = unique();
  const subject = `Repayment date ${mark}`;
  const sender = `inbox-${mark}@example.com`;
  await page.goto('/contact');
  await hydrated(page, 'Send message');
  await page.getByLabel('Your name').fill('Chidi Okafor');
  await page.getByLabel('Email address').fill(sender);
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('When is my first repayment taken from my pay?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Message submitted successfully');

  await openConsole(page, ADMIN);
  const navigation = page.getByRole('navigation', { name: 'Console' });
  await navigation.getByRole('link', { name: 'Messages' }).click();
  const main = page.getByRole('main');
  const inbox = main.getByRole('grid', { name: 'Messages' });
  await expect(inbox.getByRole('link', { name: subject })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await inbox.getByRole('link', { name: subject }).click();

  await expect(page).toHaveURL(/\/admin\/message\?id=[0-9a-f-]{36}$/);
  const messageId = new URL(page.url()).searchParams.get('id')!;
  await expect(main.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(main.getByText('When is my first repayment taken from my pay?')).toBeVisible();
  await expect(main.getByText('Open', { exact: true })).toBeVisible();

  const reply = main.getByRole('form', { name: 'Reply by email' });
  // An empty reply is refused beside the field, and nothing is sent.
  await reply.getByRole('button', { name: 'Send the reply' }).click();
  await expect(reply.getByRole('textbox', { name: /^Your reply/ })).toHaveAttribute('aria-invalid', 'true');
  await reply
    .getByRole('textbox', { name: /^Your reply/ })
    .fill('Your first repayment is taken at the end of the month after the payout.');
  await reply.getByRole('button', { name: 'Send the reply' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Reply sent to' })).toHaveText(
    `Reply sent to ${sender}. The message is handled.`,
  );
  await expect(main.getByText('Handled', { exact: true })).toBeVisible();
  const replies = main.getByRole('region', { name: 'Replies sent' });
  await expect(replies).toContainText('Your first repayment is taken at the end of the month');
  await expect(main.getByRole('button', { name: 'Mark open again' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const [mail] = await expectMails(sender, 1, new RegExp(`Re: Repayment date ${mark}`));
  expect(mail).toMatch(/Your first repayment is taken at the end of the month/);

  // Handled: it leaves the open messages and is listed among the handled ones.
  await navigation.getByRole('link', { name: 'Messages' }).click();
  await expect(inbox).toBeVisible();
  await expect(inbox.getByRole('link', { name: subject })).toHaveCount(0);
  await main.getByLabel('State', { exact: true }).selectOption('handled');
  await expect(inbox.getByRole('link', { name: subject })).toBeVisible();

  // The audit log, filtered to that one message.
  await navigation.getByRole('link', { name: 'Audit log' }).click();
  const filters = main.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Kind of record').selectOption('message');
  await filters.getByRole('textbox', { name: /^Record/ }).fill(messageId);
  await filters.getByRole('button', { name: 'Apply the filters' }).click();
  const log = main.getByRole('grid', { name: 'Audit log' });
  await expect(log.getByRole('gridcell', { name: 'Message: replied' })).toBeVisible();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('gridcell', { name: /Platform admin/ })).toContainText(ADMIN.email);
  await expect(log.getByRole('gridcell', { name: /"replyId"/ })).toContainText('"kind": "contact"');
  expect(await axeViolations(page)).toEqual([]);
});
