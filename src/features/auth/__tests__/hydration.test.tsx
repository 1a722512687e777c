import { act, within } from '@testing-library/react';
import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { AccountActions } from '../components/account-actions';
import { AuthSessionSync } from '../components/auth-session-sync';
import { LoginForm } from '../components/login-form';
import { saveSession } from '../session';
import { ada, forgetEverything } from './gateway-double';

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  forgetEverything();
  jest.restoreAllMocks();
});

/** Renders `ui` the way the build does, then hydrates it like the browser, with a session stored. */
function prerenderThenHydrate(ui: React.ReactElement, beforeHydration: () => void = () => undefined) {
  const wrap = (element: React.ReactElement) => <Provider store={makeStore()}>{element}</Provider>;
  container.innerHTML = renderToString(wrap(ui));
  beforeHydration();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, wrap(ui), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { errors, recoverable };
}

describe('pre-rendered account pieces hydrate cleanly', () => {
  it('keeps what someone typed into the login form before the JavaScript arrived', () => {
    prerenderThenHydrate(<LoginForm search="" locationState={null} />, () => {
      within(container).getByRole<HTMLInputElement>('textbox', { name: /^Email address/ }).value =
        'ada@example.com';
    });

    expect(within(container).getByRole('textbox', { name: /^Email address/ })).toHaveValue('ada@example.com');
  });

  it('shows the logged-out header in the HTML and switches after hydration without a mismatch', () => {
    saveSession({ user: ada, token: 'token-ada', expires: 3600, isUser: true, roleId: 1 });

    const html = renderToString(
      <Provider store={makeStore()}>
        <AccountActions />
      </Provider>,
    );
    expect(html).toContain('Log in');
    expect(html).not.toContain('Log out');

    const { errors, recoverable } = prerenderThenHydrate(
      <>
        <AuthSessionSync />
        <AccountActions />
      </>,
    );

    expect(container).toHaveTextContent('Log out');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
