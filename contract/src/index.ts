// Registers the contract's string formats with TypeBox's checker.
import './formats';

export * from './envelope';
export * from './money';
export * from './catalogue';
export * from './account';
export * from './health';
export * from './routes';
export * from './institutions';
export * from './marketplace';
export * from './loan-math';
export * from './messages';
export * from './identity';
export * from './lender';
export * from './text';
export * from './borrower';
export * from './console';
export * from './console-records';
export * from './console-content';
export * from './statements';
