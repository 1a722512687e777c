import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { unplugNetwork } from './network-double';

// Component tests type into real forms through user-event, which on two busy cores can take
// longer than Jest's 5 s default; a hung test still fails, just later.
jest.setTimeout(20_000);

// jsdom has no TextEncoder, which React 18's server renderer needs: the hydration tests render
// a page the way the build does before hydrating it. Node's own implementation is the standard one.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// No test reaches a real service: doubles answer in place of the network (see network-double).
afterEach(unplugNetwork);
