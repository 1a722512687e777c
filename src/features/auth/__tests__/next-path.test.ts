import { loginPathFor, safeNextPath } from '../next-path';

describe('where login sends the person', () => {
  it.each(['/dashboard', '/dashboard/profile', '/dashboard/refer-a-friend', '/dashboard/profile/'])(
    'accepts the dashboard path %s',
    (next) => {
      expect(safeNextPath(next)).toBe(next);
    },
  );

  it.each([
    null,
    '',
    '/',
    '/user/login',
    '//evil.example/dashboard',
    'https://evil.example/dashboard',
    '/dashboard.evil.example',
    '/dashboardx',
    '/dashboard/../user/login',
    '/dashboard//evil.example',
    '/dashboard\\evil',
    'javascript:alert(1)',
  ])('falls back to /dashboard for %p', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });

  it('encodes the path it asks the login page to return to', () => {
    expect(loginPathFor('/dashboard/profile')).toBe('/user/login?next=%2Fdashboard%2Fprofile');
  });
});
