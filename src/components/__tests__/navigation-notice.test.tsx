import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { navigationProgress } from '../../lib/navigation-progress';
import { NavigationNotice } from '../navigation-notice';

describe('the delayed-navigation notice', () => {
  afterEach(() => act(() => navigationProgress.done()));

  it('keeps an empty live region in the page until a navigation is delayed', () => {
    render(<NavigationNotice />);
    expect(screen.getByTestId('navigation-notice')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('navigation-notice')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces the wait when Gatsby reports a delayed navigation, and clears it when the page arrives', () => {
    render(<NavigationNotice />);
    act(() => navigationProgress.delayed());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page, please wait…');
    act(() => navigationProgress.done());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('navigation-notice')).toBeEmptyDOMElement();
  });
});
