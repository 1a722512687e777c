import { expect, test } from '@playwright/test';

interface Manifest {
  name: string;
  short_name: string;
  theme_color: string;
  display: string;
  start_url: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('the web app manifest names Lendbridge with the SPEC’s colour and display, and every icon exists', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#663399');

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Lendbridge',
    short_name: 'Lendbridge',
    theme_color: '#663399',
    display: 'minimal-ui',
    start_url: '/dashboard',
  });
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'any' && icon.sizes === '192x192')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(`/${icon.src}`);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});
