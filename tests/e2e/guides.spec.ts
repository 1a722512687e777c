import { expect, test } from '@playwright/test';

test('a guide names its author and reviewer, its dates and reading time, and ends with the next step', async ({
  page,
}) => {
  await page.goto('/blog/finding-and-winning-scholarships');
  const article = page.getByRole('article');
  await expect(article.getByText('By Funmilayo Adeyemi, Student finance adviser')).toContainText(
    'Reviewed by Ibrahim Musa',
  );
  await expect(article.getByText(/^Published .* · Updated 19 October 2026 · \d+ min read$/)).toBeVisible();

  const related = page.getByRole('region', { name: 'Related guides' }).getByRole('link');
  await expect(related).toHaveCount(3);
  // Its topic first: the other guide for students.
  await expect(related.filter({ hasText: 'Funding your studies' })).toHaveCount(1);

  const next = page.getByRole('region', { name: 'Your next step' });
  await next.getByRole('link', { name: 'Search scholarships' }).click();
  await expect(page).toHaveURL(/\/scholarships$/);
});
