import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { NavigationDrawer } from '../navigation-drawer';

const links = [
  { to: '/eligibility-check', label: 'Check eligibility' },
  { to: '/faq', label: 'FAQ' },
];

function renderDrawer() {
  const user = userEvent.setup();
  render(
    <>
      <NavigationDrawer
        id="menu"
        buttonLabel="Menu"
        label="Main"
        links={links}
        footer={<button type="button">Log out</button>}
      />
      <a href="/elsewhere">On the page</a>
    </>,
  );
  return { user, button: screen.getByRole('button', { name: 'Menu' }) };
}

describe('NavigationDrawer', () => {
  it('opens from its button, says so, and moves focus to its first link', async () => {
    const { user, button } = renderDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads when it is first opened.
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-controls', menu.parentElement?.id);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Check eligibility' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('opens and closes from the keyboard; Escape puts focus back on the button', async () => {
    const { user, button } = renderDrawer();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Check eligibility' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when focus leaves it for the page, and when the page is pressed elsewhere', async () => {
    const { user, button } = renderDrawer();
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Check eligibility' })).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'On the page' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from its button too', async () => {
    const { user, button } = renderDrawer();
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
