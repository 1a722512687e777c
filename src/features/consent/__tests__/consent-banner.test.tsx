import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { ConsentRoot } from '../components/consent-root';
import { ConsentSettingsButton } from '../components/consent-settings-button';
import Cookies from 'js-cookie';
import { CONSENT_ASKING_ATTRIBUTE, CONSENT_COOKIE, CONSENT_SCRIPT, consentStore } from '../consent-store';

const configured = { gtmId: undefined, gaId: undefined, vitalsUrl: 'https://vitals.example/collect' };
const unconfigured = { gtmId: undefined, gaId: undefined, vitalsUrl: undefined };

function Page() {
  return (
    <>
      <ConsentRoot config={configured} />
      <footer>
        <ConsentSettingsButton config={configured} />
      </footer>
    </>
  );
}

/** Renders and lets the lazily loaded banner chunk arrive, as a browser would fetch it. */
async function renderPage() {
  const view = render(<Page />);
  await act(() => import('../components/consent-banner'));
  return view;
}

// The script every page's <head> runs before its first paint, run here as a browser runs it.
const runHeadScript = () => (0, eval)(CONSENT_SCRIPT);

// As the site's start-up does (startAnalyticsWhenConsented): the banner's presses reach the store.
beforeAll(() => consentStore.takeChoicesFromThePage());

describe('analytics consent', () => {
  beforeEach(() => {
    Cookies.remove(CONSENT_COOKIE);
    document.documentElement.removeAttribute(CONSENT_ASKING_ATTRIBUTE);
    runHeadScript();
  });

  it('asks nothing when no analytics are configured', () => {
    render(
      <>
        <ConsentRoot config={unconfigured} />
        <ConsentSettingsButton config={unconfigured} />
      </>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a new visitor, remembers an acceptance and does not ask again', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderPage();
    expect(screen.getByRole('region', { name: /measure how the site works/ })).toHaveTextContent(
      /Web Vitals/,
    );
    await user.click(screen.getByRole('button', { name: 'Accept analytics' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('granted');
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    await renderPage();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets the visitor change their mind from the footer, with focus taken to the choice', async () => {
    const user = userEvent.setup();
    Cookies.set(CONSENT_COOKIE, 'granted');
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Analytics settings' }));
    expect(await screen.findByRole('button', { name: 'Accept analytics' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject analytics' }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe('denied');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('survives the end of a session, which clears localStorage', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject analytics' }));
    window.localStorage.clear();
    unmount();
    await renderPage();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the banner in the first paint', () => {
  const html = document.documentElement;

  beforeEach(() => {
    Cookies.remove(CONSENT_COOKIE);
    html.removeAttribute(CONSENT_ASKING_ATTRIBUTE);
  });

  it('is marked to show for a visitor with no stored choice, and only for one', () => {
    document.cookie = 'other=granted';
    runHeadScript();
    expect(html.hasAttribute(CONSENT_ASKING_ATTRIBUTE)).toBe(true);

    for (const choice of ['granted', 'denied']) {
      html.removeAttribute(CONSENT_ASKING_ATTRIBUTE);
      Cookies.set(CONSENT_COOKIE, choice);
      runHeadScript();
      expect(html.hasAttribute(CONSENT_ASKING_ATTRIBUTE)).toBe(false);
    }
  });

  it('is marked as long as the banner asks: unmarked by a choice, marked again when reopened', async () => {
    const user = userEvent.setup();
    runHeadScript();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept analytics' }));
    expect(html.hasAttribute(CONSENT_ASKING_ATTRIBUTE)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Analytics settings' }));
    expect(html.hasAttribute(CONSENT_ASKING_ATTRIBUTE)).toBe(true);
    expect(await screen.findByRole('region', { name: /measure how the site works/ })).toBeVisible();
  });
});
