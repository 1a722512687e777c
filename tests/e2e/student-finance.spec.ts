import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { institutions } from '../../server/src/seed/data';
import { axeViolations } from './support';

const active = institutions.filter((institution) => institution.isActive);
const activeScholarships = active.flatMap((institution) =>
  institution.scholarships.filter((scholarship) => scholarship.isActive),
);
const hiddenScholarships = institutions.flatMap((institution) =>
  institution.scholarships.filter((scholarship) => !institution.isActive || !scholarship.isActive),
);
const partners = active.filter((institution) => institution.isPartner);
const inactivePartners = institutions.filter((institution) => !institution.isActive && institution.isPartner);

/** A word of the title that no other active scholarship's title holds, so the search must narrow to it. */
function distinctiveWord(title: string): string {
  const words = title.split(/[^\p{L}]+/u).filter((word) => word.length > 4);
  const word = words.find(
    (candidate) =>
      activeScholarships.filter((s) => s.title.toLowerCase().includes(candidate.toLowerCase())).length === 1,
  );
  if (!word) throw new Error(`No distinctive word in “${title}”`);
  return word;
}

test.describe('scholarship search', () => {
  test('a word from a seeded scholarship’s title finds it, the URL holds the query and a reload keeps it', async ({
    page,
  }) => {
    const target = activeScholarships.find((s) => s.title.includes('Veterinary')) ?? activeScholarships[0]!;
    const word = distinctiveWord(target.title);
    const other = activeScholarships.find(
      (s) => s !== target && !`${s.title} ${s.fieldOfStudy}`.includes(word),
    )!;

    await page.goto('/scholarships');
    await expect(page.getByRole('heading', { name: other.title, exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search scholarships' }).fill(word.toLowerCase());

    await expect(page).toHaveURL(new RegExp(`\\?q=${word.toLowerCase()}$`));
    await expect(page.getByRole('status')).toContainText(`found for “${word.toLowerCase()}”`);
    await expect(page.getByRole('heading', { name: target.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: other.title, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search scholarships' })).toHaveValue(
      word.toLowerCase(),
    );
    await expect(page.getByRole('heading', { name: target.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: other.title, exact: true })).toHaveCount(0);
  });

  test('filters and sort live in the URL too', async ({ page }) => {
    await page.goto('/scholarships?level=Doctoral&sort=amount-desc');
    const doctoral = activeScholarships
      .filter((s) => s.level === 'Doctoral')
      .sort((a, b) => b.amount - a.amount)
      .map((s) => s.title);
    await expect(page.getByRole('status')).toContainText(`${doctoral.length} scholarship`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(doctoral);
    await page.getByRole('combobox', { name: 'Level' }).selectOption('');
    await expect(page).toHaveURL(/\/scholarships\?sort=amount-desc$/);
  });

  test('each scholarship’s deadline downloads as a calendar file', async ({ page }) => {
    await page.goto('/scholarships');
    const first = page.getByRole('article').first();
    const title = await first.getByRole('heading').textContent();
    const downloading = page.waitForEvent('download');
    await first.getByRole('link', { name: /Add deadline to calendar/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-deadline\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:Scholarship deadline: ${title}`);
  });

  test('results, the empty state and a shared link hydrate cleanly and stay accessible', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/scholarships?q=engineering&level=Undergraduate');
    await expect(page.getByRole('status')).toContainText(
      'found for “engineering” with the filters you chose',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search scholarships' }).fill('zebracorn');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      '0 scholarships found for “zebracorn” with the filters you chose.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear the search and filters' }).press('Enter');
    await expect(page).toHaveURL(/\/scholarships$/);
    expect(errors).toEqual([]);
  });

  test('finds what students type as they type it: a short form, then a misspelt name', async ({ page }) => {
    const unilag = active.find((institution) => institution.otherNames.includes('UNILAG'))!;
    const open = unilag.scholarships.filter(
      (s) => s.isActive && s.deadline >= new Date().toISOString().slice(0, 10),
    );
    expect(open.length).toBeGreaterThan(0);
    await page.goto('/scholarships');
    const box = page.getByRole('searchbox', { name: 'Search scholarships' });

    // Typed key by key and never submitted: the search runs once typing pauses.
    await box.pressSequentially('UNILAG', { delay: 40 });
    await expect(page).toHaveURL(/\?q=UNILAG$/);
    await expect(page.getByRole('status')).toHaveText(
      `${open.length} scholarship${open.length === 1 ? '' : 's'} found for “UNILAG”.`,
    );
    for (const scholarship of open) {
      await expect(page.getByRole('heading', { name: scholarship.title, exact: true })).toBeVisible();
    }

    await box.fill('');
    await box.pressSequentially('Univeristy of Lagos', { delay: 20 });
    await expect(page.getByRole('status')).toContainText('found for “Univeristy of Lagos”');
    await expect(page.getByRole('article').first()).toContainText(unilag.name);
  });

  test('a search that finds nothing says so and offers the closest names, which search again', async ({
    page,
  }) => {
    const covenant = active.find((institution) => institution.slug === 'covenant-university')!;
    await page.goto('/scholarships');
    await page.getByRole('searchbox', { name: 'Search scholarships' }).fill('Covenant Zaria');
    await expect(page.getByRole('status')).toContainText(
      '0 scholarships found for “Covenant Zaria”. Did you mean “Covenant University”',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: covenant.name, exact: true }).click();
    await expect(page.getByRole('searchbox', { name: 'Search scholarships' })).toHaveValue(covenant.name);
    await expect(page).toHaveURL(/\?q=Covenant\+University$/);
    const title = covenant.scholarships.find((s) => s.isActive)!.title;
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page still lists every active scholarship and none of the hidden ones', async ({ page }) => {
      await page.goto('/scholarships');
      for (const scholarship of activeScholarships) {
        await expect(page.getByRole('heading', { name: scholarship.title, exact: true })).toBeVisible();
      }
      for (const scholarship of hiddenScholarships) {
        await expect(page.getByRole('heading', { name: scholarship.title, exact: true })).toHaveCount(0);
      }
    });
  });
});

test.describe('partner institutions', () => {
  test('each seeded partner institution has a page with its scholarships and the eligibility check', async ({
    page,
  }) => {
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) {
      const response = await page.goto(`/partner/${partner.slug}`);
      expect(response?.status(), partner.slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name);
      for (const scholarship of partner.scholarships) {
        await expect(page.getByRole('heading', { name: scholarship.title, exact: true })).toHaveCount(
          scholarship.isActive ? 1 : 0,
        );
      }
      const check = page.getByRole('link', { name: 'Check your loan eligibility' });
      await expect(check).toHaveAttribute(
        'href',
        partner.organizationCode
          ? `/eligibility-check?organization=${partner.organizationCode}`
          : '/eligibility-check',
      );
    }
  });

  test('an inactive institution has no page', async ({ page }) => {
    expect(inactivePartners.length).toBeGreaterThan(0);
    for (const institution of institutions.filter((i) => !i.isActive)) {
      const response = await page.goto(`/partner/${institution.slug}`);
      expect(response?.status(), institution.slug).toBe(404);
    }
  });

  test('the directory lists every active partner and finds one by its town', async ({ page }) => {
    await page.goto('/partner');
    for (const partner of partners) {
      await expect(page.getByRole('link', { name: partner.name, exact: true })).toHaveAttribute(
        'href',
        `/partner/${partner.slug}`,
      );
    }
    for (const other of institutions.filter((i) => !i.isActive || !i.isPartner)) {
      await expect(page.getByRole('link', { name: other.name, exact: true })).toHaveCount(0);
    }
    const target = partners[partners.length - 1]!;
    const town = target.location.split(',')[0]!;
    await page.getByRole('searchbox', { name: 'Search institutions' }).fill(town);
    await expect(page).toHaveURL(
      new RegExp(`/partner\\?q=${encodeURIComponent(town).replace(/%20/g, '\\+')}$`),
    );
    await expect(page.getByRole('link', { name: target.name, exact: true })).toBeVisible();
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/partner/${target.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  });

  test('the directory finds a partner by its short form and by a misspelt name as they are typed', async ({
    page,
  }) => {
    const oau = partners.find((partner) => partner.otherNames.includes('OAU'))!;
    const unilag = partners.find((partner) => partner.otherNames.includes('UNILAG'))!;
    await page.goto('/partner');
    const box = page.getByRole('searchbox', { name: 'Search institutions' });

    await box.pressSequentially('OAU', { delay: 40 });
    await expect(page.getByRole('status')).toHaveText('1 partner institution match “OAU”.');
    await expect(page.getByRole('link', { name: oau.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: unilag.name, exact: true })).toHaveCount(0);

    await box.fill('');
    await box.pressSequentially('Univeristy of Lagos', { delay: 20 });
    await expect(page).toHaveURL(/\/partner\?q=Univeristy\+of\+Lagos$/);
    await expect(page.getByRole('status')).toContainText('match “Univeristy of Lagos”');
    const directory = page.getByRole('region', { name: 'Find your institution' });
    await expect(directory.getByRole('listitem').first().getByRole('link')).toHaveText(unilag.name);
  });
});
