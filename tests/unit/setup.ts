import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { unplugNetwork } from './network-double';

// Component tests type into real forms through user-event, and MUI re-renders each field on every
// keystroke: on two busy cores a long form takes far longer than Jest's 5 s default. A hung test
// still fails, just later.
jest.setTimeout(60_000);
// Likewise for what a test waits to appear (findBy…, waitFor): a lazily loaded data grid took over
// Testing Library's 1 s default on a loaded machine (the workspace's session tests).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no TextEncoder, which React's server renderer needs: the hydration tests render
// a page the way the build does before hydrating it. Node's own implementation is the standard one.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no structuredClone, which MUI X Charts uses; every browser has had it since 2022.
// Node's structured serializer makes the same deep copy.
if (typeof globalThis.structuredClone === 'undefined') {
  Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });
}

// jsdom has no modal dialogs; browsers have had them since 2022. Here a dialog
// only opens and closes: what a modal adds (the backdrop, inert page, focus) is the browser suite's.
// (The service worker's tests run without a DOM.)
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// No test reaches a real service: doubles answer in place of the network (see network-double).
afterEach(unplugNetwork);
