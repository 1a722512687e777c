import { expect, test } from '@playwright/test';
import { test as asBorrower } from './as-borrower';
import { axeViolations, DEMO, expectMails, hydrated, linkIn, newPerson, register } from './support';

const TEAM_INBOX = process.env.TEAM_INBOX ?? 'team@lendbridge.example';

/** A mark that makes this run's messages and friends unique among parallel tests and earlier runs. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.describe('messages', () => {
  test("the contact form sends, says 'Message submitted successfully' and reaches the team inbox", async ({
    page,
  }) => {
    const subject = `Offer letter ${unique()}`;
    await page.goto('/contact');
    await hydrated(page, 'Send message');
    await page.getByLabel('Your name').fill('Amaka Nwosu');
    await page.getByLabel('Email address').fill('amaka@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('I cannot find the offer letter. Can you resend it?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText('Message submitted successfully');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    const [mail] = await expectMails(TEAM_INBOX, 1, new RegExp(subject));
    expect(mail).toMatch(/^Reply-To: amaka@example\.com/m);
  });

  test('the contact form shows the gateway’s verdict beside the field', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page, 'Send message');
    await page.getByLabel('Your name').fill('Amaka Nwosu');
    await page.getByLabel('Email address').fill('amaka.example.com');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();

    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription("The field 'email' must be a valid email address");
  });

  test("the partnership form sends and says 'Thank you, message sent successfully'", async ({ page }) => {
    const organization = `Lagos Teachers Cooperative ${unique()}`;
    await page.goto('/partner-with-us');
    await hydrated(page, 'Send enquiry');
    await page.getByRole('textbox', { name: /^Organization/ }).fill(organization);
    await page.getByLabel('Contact name').fill('Bola Adeyemi');
    await page.getByLabel('Email address').fill('bola@ltc.example');
    await page.getByLabel('Phone number').fill('+234 803 555 0100');
    await page.getByLabel('Kind of partnership').selectOption({ label: 'Employer payroll partner' });
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('We would like to offer payroll loans to our members.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();

    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you, message sent successfully',
    );
    await expectMails(TEAM_INBOX, 1, new RegExp(organization));
  });

  test('the footer feedback form opens when asked for and thanks the person in place', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByLabel('Your feedback')).toHaveCount(0);
    await footer.getByRole('button', { name: 'Send us feedback' }).click();
    await footer.getByLabel('Your feedback').fill('The FAQ answered my question.');
    await footer.getByRole('button', { name: 'Send feedback' }).click();

    await expect(footer.getByRole('status')).toHaveText(
      'Thank you for your feedback. We read every message.',
    );
    await expect(footer.getByLabel('Your feedback')).toHaveCount(0);
  });

  test('a failing feedback call shows nothing to the person; it is only logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    let calls = 0;
    await page.route('**/api/Feedback/create', async (route) => {
      calls += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': new URL(page.url()).origin },
        body: JSON.stringify({
          requestSuccessful: false,
          message: 'Service unavailable',
          responseData: null,
        }),
      });
    });
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Send us feedback' }).click();
    await footer.getByLabel('Your feedback').fill('Does this reach anyone?');
    await footer.getByRole('button', { name: 'Send feedback' }).click();

    await expect.poll(() => logged.some((text) => text.includes('Sending feedback failed'))).toBe(true);
    expect(calls).toBe(1);
    await expect(footer.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
    await expect(footer.getByLabel('Your feedback')).toHaveValue('Does this reach anyone?');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByText('Service unavailable')).toHaveCount(0);
  });

  asBorrower(
    'a referral emails each friend once; a friend who registers through the link shows as joined',
    async ({ page, browser }) => {
      test.setTimeout(90_000);
      const mark = unique();
      const friends = [`friend-a-${mark}@example.com`, `friend-b-${mark}@example.com`];

      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Refer a friend' })
        .click();
      await hydrated(page, 'Send invitations');
      await page.getByLabel('Email of friend 1').fill(friends[0]!);
      await page.getByRole('button', { name: 'Add another friend' }).click();
      await page.getByLabel('Email of friend 2').fill(friends[1]!);
      await page.getByRole('button', { name: 'Send invitations' }).click();

      await expect(page).toHaveURL(/\/dashboard$/);
      // The dashboard may announce other things too; this is the one the referral left.
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you for the referral' }),
      ).toHaveText('Thank you for the referral, message sent successfully');
      const [invitation] = await expectMails(friends[0]!, 1);
      await expectMails(friends[1]!, 1);
      const link = linkIn(invitation!, '/user/register?ref=');

      // The friend, in a browser of their own, registers through the link.
      const friendContext = await browser.newContext();
      const friendPage = await friendContext.newPage();
      await register(friendPage, { ...newPerson(), email: friends[0]! }, link);
      await friendContext.close();

      await page.goto('/dashboard/refer-a-friend');
      const invitations = page.getByRole('table', { name: 'Friends you invited, newest first.' });
      await expect(invitations.getByRole('row', { name: new RegExp(friends[0]!) })).toContainText(
        'Joined on',
      );
      await expect(invitations.getByRole('row', { name: new RegExp(friends[1]!) })).toContainText(
        'Invited, not joined yet',
      );

      // The logged-in referral page, with its form and list, is as accessible as the public ones.
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  asBorrower('the referral form refuses your own address beside the field', async ({ page }) => {
    await page.goto('/dashboard/refer-a-friend');
    await hydrated(page, 'Send invitations');
    await page.getByLabel('Email of friend 1').fill(DEMO.email.toUpperCase());
    await page.getByRole('button', { name: 'Send invitations' }).click();

    const field = page.getByLabel('Email of friend 1');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'This is your own email address: invite a friend instead.',
    );
    await expect(page).toHaveURL(/\/dashboard\/refer-a-friend$/);
  });
});
