import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import * as React from 'react';
import { InstallOffer } from '../components/install-offer';
import { INSTALL_COOKIE } from '../install-state';

/** A new visit: another tab's session, as a borrower coming back another day opens. */
function comeBack() {
  sessionStorage.clear();
}

/** The browser's beforeinstallprompt, which only Chromium fires, and only when the site is installable. */
function browserOffersInstall() {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

afterEach(() => {
  // The browser drops a prompt it has used or that installed the site: no test starts with one.
  window.dispatchEvent(new Event('appinstalled'));
  Cookies.remove(INSTALL_COOKIE);
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('the install offer', () => {
  it('is never made on a first visit, and is on the second, with the browser’s prompt held for it', async () => {
    const { event } = browserOffersInstall();
    expect(event.defaultPrevented).toBe(true);
    const { unmount } = render(<InstallOffer />);
    expect(screen.queryByRole('button', { name: 'Install Lendbridge' })).not.toBeInTheDocument();
    unmount();
    // Moving between dashboard pages is the same visit.
    render(<InstallOffer />).unmount();
    expect(Cookies.get(INSTALL_COOKIE)).toBe('1');

    comeBack();
    render(<InstallOffer />);
    expect(screen.getByRole('complementary', { name: 'Lendbridge on your home screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install Lendbridge' })).toBeInTheDocument();
  });

  it('shows the browser’s prompt once when asked, and never offers again', async () => {
    render(<InstallOffer />).unmount();
    comeBack();
    const { prompt } = browserOffersInstall();
    const view = render(<InstallOffer />);

    await userEvent.click(screen.getByRole('button', { name: 'Install Lendbridge' }));

    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    view.unmount();
    comeBack();
    browserOffersInstall();
    render(<InstallOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('“No thanks” holds for good', async () => {
    render(<InstallOffer />).unmount();
    comeBack();
    const { prompt } = browserOffersInstall();
    const view = render(<InstallOffer />);

    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));

    expect(prompt).not.toHaveBeenCalled();
    view.unmount();
    comeBack();
    browserOffersInstall();
    render(<InstallOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('on iOS, which has no prompt, gives the Share menu’s steps instead', () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      );
    render(<InstallOffer />).unmount();
    comeBack();
    render(<InstallOffer />);

    const offer = screen.getByRole('complementary', { name: 'Lendbridge on your home screen' });
    expect(offer).toHaveTextContent('To add it, tap Share, then Add to Home Screen.');
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });

  it('says nothing where the browser cannot install the site', () => {
    render(<InstallOffer />).unmount();
    comeBack();
    render(<InstallOffer />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
