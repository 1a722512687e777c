import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { OfflineNotice, ShowOnceOnline } from '../offline';

let online = true;

function setOnline(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

function Loader({ onLoad }: { onLoad: () => void }) {
  React.useEffect(onLoad, [onLoad]);
  return <p>Your current loan</p>;
}

describe('offline', () => {
  beforeEach(() => {
    online = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => jest.restoreAllMocks());

  it('the notice keeps an empty live region until the connection drops, then announces it, and goes when it returns', () => {
    render(<OfflineNotice>You are offline.</OfflineNotice>);
    const region = screen.getByTestId('offline-notice');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');

    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
    expect(region).toBeEmptyDOMElement();
  });

  it('content opened offline is not mounted, so it makes no call, until the connection comes back', () => {
    online = false;
    const load = jest.fn();
    render(
      <ShowOnceOnline>
        <Loader onLoad={load} />
      </ShowOnceOnline>,
    );
    expect(screen.queryByText('Your current loan')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    setOnline(true);
    expect(screen.getByText('Your current loan')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('content shown online stays mounted (with what was loaded or typed) when the connection drops', () => {
    const load = jest.fn();
    render(
      <ShowOnceOnline>
        <Loader onLoad={load} />
      </ShowOnceOnline>,
    );
    setOnline(false);
    expect(screen.getByText('Your current loan')).toBeInTheDocument();
    setOnline(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
