import type * as AnalyticsModule from '../analytics';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '../consent-store';
import type * as ConsentStoreModule from '../consent-store';

const config = { gtmId: 'GTM-ABC123', gaId: undefined, vitalsUrl: undefined };
const tagScripts = () =>
  [...document.querySelectorAll('script[src]')].filter((script) =>
    script.getAttribute('src')?.startsWith('https://www.googletagmanager.com/'),
  );

describe('starting analytics', () => {
  // Each test loads its own copy of the modules, as a fresh page would.
  beforeEach(() => {
    Cookies.remove(CONSENT_COOKIE);
    document.head.innerHTML = '';
    delete window.dataLayer;
  });

  it('loads no tag before the visitor accepts, and the tag manager once they do', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { startAnalyticsWhenConsented } = require('../analytics') as typeof AnalyticsModule;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { consentStore } = require('../consent-store') as typeof ConsentStoreModule;
      startAnalyticsWhenConsented(config);
      expect(tagScripts()).toHaveLength(0);
      expect(window.dataLayer).toBeUndefined();
      consentStore.choose('granted');
      expect(tagScripts().map((script) => script.getAttribute('src'))).toEqual([
        'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
      ]);
    });
  });

  it('loads nothing for a visitor who refused', () => {
    Cookies.set(CONSENT_COOKIE, 'denied');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { startAnalyticsWhenConsented } = require('../analytics') as typeof AnalyticsModule;
      startAnalyticsWhenConsented(config);
      expect(tagScripts()).toHaveLength(0);
    });
  });
});
