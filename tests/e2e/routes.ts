import { institutions } from '../../server/src/seed/data';

/** Every page of docs/requirements.md#pages, with the route it lives at. */
export const publicRoutes = [
  '/',
  '/about-us',
  '/application',
  '/blog',
  '/contact',
  '/eligibility-check',
  '/faq',
  '/old-dashboard',
  '/olduser',
  '/page-2',
  '/partner',
  '/partner-with-us',
  '/privacy-policy',
  '/refer',
  '/scholarships',
  '/sample-page',
] as const;

export const accountRoutes = [
  '/user/activate',
  '/user/email',
  '/user/forgot-password',
  '/user/login',
  '/user/register',
  '/user/reset-password',
  '/user/verify',
] as const;

export const dashboardRoutes = ['/dashboard', '/dashboard/profile', '/dashboard/refer-a-friend'] as const;

/** The lender workspace: its login, and the pages behind it (which send a visitor to that login). */
export const lenderLoginRoute = '/lender/login';
export const lenderRoutes = [
  '/lender',
  '/lender/loans',
  '/lender/loan',
  '/lender/repayments',
  '/lender/renewals',
  '/lender/settings',
] as const;

/** The console: its login, and the pages behind it (which send a visitor to that login). */
export const consoleLoginRoute = '/admin/login';
export const consoleRoutes = [
  '/admin',
  '/admin/organization',
  '/admin/new-organization',
  '/admin/messages',
  '/admin/message',
  '/admin/audit',
  '/admin/content',
  '/admin/institutions',
  '/admin/providers',
  '/admin/new-provider',
  '/admin/provider',
] as const;

/** One page per active partner institution of the seed, built from the institutions service. */
export const partnerRoutes = institutions
  .filter((institution) => institution.isActive && institution.isPartner)
  .map((institution) => `/partner/${institution.slug}`);

export const allRoutes = [
  ...publicRoutes,
  ...partnerRoutes,
  ...accountRoutes,
  ...dashboardRoutes,
  lenderLoginRoute,
  ...lenderRoutes,
  consoleLoginRoute,
  ...consoleRoutes,
];
