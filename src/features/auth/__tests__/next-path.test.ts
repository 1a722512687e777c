import { loginPathFor, rememberReturnPath, safeNextPath, takeReturnPath } from '../next-path';

const OFFER = '/application?offer=1a1a1a1a-1111-4111-8111-111111111111';

describe('where login sends the person', () => {
  it.each(['/dashboard', '/dashboard/profile', '/dashboard/refer-a-friend', '/dashboard/profile/', OFFER])(
    'accepts the path %s',
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
    '/application',
    '/application?offer=not-a-uuid',
    `${OFFER}&next=https://evil.example`,
    `${OFFER}#https://evil.example`,
    `//evil.example${OFFER}`,
    `https://evil.example${OFFER}`,
    '/application?offer=1a1a1a1a-1111-4111-8111-111111111111/../../user',
    '/application/?offer=1a1a1a1a-1111-4111-8111-111111111111',
  ])('falls back to /dashboard for %p', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });

  it('encodes the path it asks the login page to return to', () => {
    expect(loginPathFor('/dashboard/profile')).toBe('/user/login?next=%2Fdashboard%2Fprofile');
    expect(loginPathFor(OFFER)).toBe(
      '/user/login?next=%2Fapplication%3Foffer%3D1a1a1a1a-1111-4111-8111-111111111111',
    );
  });
});

describe('the path remembered across registering and confirming the email', () => {
  afterEach(() => localStorage.clear());

  it('is given back once, while fresh', () => {
    rememberReturnPath(OFFER, 1_000);
    expect(takeReturnPath(2_000)).toBe(OFFER);
    expect(takeReturnPath(2_000)).toBeNull();
  });

  it('is forgotten after a day', () => {
    rememberReturnPath(OFFER, 0);
    expect(takeReturnPath(24 * 60 * 60 * 1000 + 1)).toBeNull();
  });

  it('never holds a path login would refuse, even if storage is tampered with', () => {
    rememberReturnPath('https://evil.example', 0);
    expect(localStorage.length).toBe(0);
    localStorage.setItem(
      'lb_return_to',
      JSON.stringify({ path: '//evil.example', until: Date.now() + 1000 }),
    );
    expect(takeReturnPath()).toBeNull();
  });
});
