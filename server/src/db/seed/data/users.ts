import type { SeedUser } from '../types';

export const DEMO_BORROWER_EMAIL = 'demo@lendbridge.example';

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
  {
    email: 'staff@kobo-credit.example',
    password: 'Lendbridge-staff-2026',
    firstName: 'Bola',
    lastName: 'Adeyemi',
    phone: '+2348097654321',
    roleId: 2,
  },
];
