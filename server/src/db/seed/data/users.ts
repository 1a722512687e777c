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
  {
    email: 'staff@kobo-credit.example',
    password: 'Lendbridge-staff-2026',
    firstName: 'Bola',
    lastName: 'Adeyemi',
    phone: '+2348097654321',
    roleId: 2,
  },
];
