import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { readAnalyticsConfig } from '../analytics-config';
import { ConsentBanner, ConsentSettingsButton } from '../components/consent-banner';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from '../consent-store';

const configured = { gtmId: undefined, gaId: undefined, vitalsUrl: 'https://vitals.example/collect' };
const unconfigured = { gtmId: undefined, gaId: undefined, vitalsUrl: undefined };

function Page() {
  return (
    <>
      <ConsentBanner config={configured} />
      <footer>
        <ConsentSettingsButton config={configured} />
      </footer>
    </>
  );
}

describe('analytics consent', () => {
  beforeEach(() => Cookies.remove(CONSENT_COOKIE));

  it('asks nothing when no analytics are configured', () => {
    render(
      <>
        <ConsentBanner config={unconfigured} />
        <ConsentSettingsButton config={unconfigured} />
      </>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a new visitor, remembers an acceptance and does not ask again', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    expect(screen.getByRole('region', { name: /measure how the site works/ })).toHaveTextContent(
      /Web Vitals/,
    );
    await user.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('granted');
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    render(<Page />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets the visitor change their mind from the footer, with focus taken to the choice', async () => {
    const user = userEvent.setup();
    Cookies.set(CONSENT_COOKIE, 'granted');
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Analytics settings' }));
    expect(screen.getByRole('button', { name: 'Accept analytics' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject analytics' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('denied');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('survives the end of a session, which clears localStorage', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Reject analytics' }));
    window.localStorage.clear();
    unmount();
    render(<Page />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('analytics configuration', () => {
  it('is off by default and lists every malformed value', () => {
    expect(readAnalyticsConfig({ gtmId: undefined, gaId: '', vitalsUrl: undefined })).toEqual(unconfigured);
    const read = () => readAnalyticsConfig({ gtmId: 'UA-1', gaId: 'analytics', vitalsUrl: 'ftp://x' });
    for (const key of ['GATSBY_GTM_ID', 'GATSBY_GA_ID', 'GATSBY_VITALS_URL']) expect(read).toThrow(key);
  });
});
