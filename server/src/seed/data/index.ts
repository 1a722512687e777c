export * from './faqs';
export * from './institutions';
export * from './loan-types';
export * from './organizations';
export * from './providers';
export * from './testimonials';
export * from './users';
export * from './loans';
