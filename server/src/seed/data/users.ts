import type { SeedUser } from '../types';

export const DEMO_BORROWER_EMAIL = 'demo@lendbridge.example';
export const LENDER_STAFF_EMAIL = 'staff@kobo-credit.example';
export const ORGANIZATION_ADMIN_EMAIL = 'hr@zenithtech.example';

export const demoUsers: SeedUser[] = [
  {
    email: DEMO_BORROWER_EMAIL,
    password: 'Lendbridge-demo-2026',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    phone: '+2348031234567',
    roleId: 1,
  },
  // Two more borrowers repaying a loan, so that a browser test repeated on one database
  // (npm run flake-hunt) finds a loan nobody has asked to renew yet each time.
  {
    email: 'funmilayo.ojo@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Funmilayo',
    lastName: 'Ojo',
    phone: '+2348035550142',
    roleId: 1,
  },
  {
    email: 'hauwa.mohammed@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Hauwa',
    lastName: 'Mohammed',
    phone: '+2348035550187',
    roleId: 1,
  },
  // Kobo Credit's borrowers, so its staff find loans to pay out, loans being repaid (one of them
  // overdue) and renewals to decide in the lender workspace (one quoted before the payoff rule).
  {
    email: 'damilola.akande@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Damilola',
    lastName: 'Akande',
    phone: '+2348035550311',
    roleId: 1,
  },
  {
    email: 'tolulope.bankole@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Tolulope',
    lastName: 'Bankole',
    phone: '+2348035550319',
    roleId: 1,
  },
  {
    email: 'chinedu.okeke@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Chinedu',
    lastName: 'Okeke',
    phone: '+2348035550326',
    roleId: 1,
  },
  {
    email: 'kelechi.obi@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Kelechi',
    lastName: 'Obi',
    phone: '+2348035550351',
    roleId: 1,
  },
  {
    email: 'ifeoma.nwachukwu@lendbridge.example',
    password: 'Lendbridge-demo-2026',
    firstName: 'Ifeoma',
    lastName: 'Nwachukwu',
    phone: '+2348035550378',
    roleId: 1,
  },
  {
    email: LENDER_STAFF_EMAIL,
    password: 'Lendbridge-staff-2026',
    firstName: 'Bola',
    lastName: 'Adeyemi',
    phone: '+2348097654321',
    roleId: 2,
    providerSlug: 'kobo-credit',
  },
  {
    email: 'admin@lendbridge.example',
    password: 'Lendbridge-admin-2026',
    firstName: 'Tobi',
    lastName: 'Lawal',
    phone: '+2348090001122',
    roleId: 3,
  },
  {
    email: ORGANIZATION_ADMIN_EMAIL,
    password: 'Lendbridge-hr-2026',
    firstName: 'Funmi',
    lastName: 'Balogun',
    phone: '+2348090003344',
    roleId: 4,
    organizationCode: 'ZENITHTECH',
  },
];
