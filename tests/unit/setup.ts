import '@testing-library/jest-dom';

// Component tests type into real forms through user-event, which on two busy cores can take
// longer than Jest's 5 s default; a hung test still fails, just later.
jest.setTimeout(20_000);
