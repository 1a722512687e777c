import { queries, render, type RenderOptions } from '@testing-library/react';
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

/**
 * The definition that follows a term in a description list ("Monthly repayment" → "₦49,150"),
 * found by roles as a screen reader reads the pairs.
 */
export function definitionOf(term: string, within: HTMLElement = document.body): HTMLElement {
  const terms = queries.getAllByRole(within, 'term');
  const index = terms.findIndex((element) => element.textContent === term);
  const definition = queries.getAllByRole(within, 'definition')[index];
  if (index < 0 || !definition) throw new Error(`No definition for the term "${term}"`);
  return definition;
}
