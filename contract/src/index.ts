export * from './envelope';
export * from './money';
export * from './catalogue';
export * from './account';
export * from './health';
export * from './routes';
export * from './institutions';
