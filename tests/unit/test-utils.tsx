import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Redux Toolkit's testing pattern: every render gets its own store (or the one passed in),
 * wrapped in the react-redux Provider, plus a userEvent session.
 */
export function renderWithProviders(
  ui: React.ReactElement,
  { preloadedState, store = makeStore(preloadedState), ...renderOptions }: ExtendedRenderOptions = {},
) {
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
