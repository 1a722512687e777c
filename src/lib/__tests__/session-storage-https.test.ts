/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://lendbridge.example/dashboard"}
 */
import { clearSession, storeToken } from '../session-storage';

/*
 * The token cookie's attributes, as the browser is asked to set them: document.cookie shows
 * only names and values, so the writes themselves are read. This page is served over https.
 */
const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
let written: string[];

beforeEach(() => {
  written = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieDescriptor.get!.call(document),
    set: (value: string) => {
      written.push(value);
      cookieDescriptor.set!.call(document, value);
    },
  });
});

afterEach(() => {
  clearSession();
  delete (document as { cookie?: string }).cookie;
});

it('keeps the token in a SameSite=Strict cookie marked Secure on https', () => {
  expect(window.location.protocol).toBe('https:');

  storeToken('token-abc', 3600);

  const tokenCookie = written.find((cookie) => cookie.startsWith('lb_token=token-abc'));
  expect(tokenCookie).toBeDefined();
  const attributes = tokenCookie!.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes).toContain('samesite=strict');
  expect(attributes).toContain('secure');
  expect(attributes.some((part) => part.startsWith('expires='))).toBe(true);
});
