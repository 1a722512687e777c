import Button from '@mui/material/Button';
import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import { useAppSelector } from '../app/hooks';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { AccountActions } from '../features/auth/components/account-actions';
import { NavigationDrawer, type DrawerLink } from './navigation-drawer';

/**
 * Below the `md` breakpoint (960 px in both themes) the header's links give way to the main action
 * and a menu. Plain media queries, so the pre-rendered page is right before any script runs and the
 * header never changes height.
 */
const PHONE = '@media (max-width:959.95px)';
export const wideOnly = { [PHONE]: { display: 'none' } } as const;
export const phoneOnly = { display: 'none', [PHONE]: { display: 'flex' } } as const;

/** The phone header's right-hand side: the one thing most people came to do, and the menu. */
export function PhoneHeaderActions({ links }: { links: readonly DrawerLink[] }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const action = signedIn
    ? { to: '/dashboard', label: 'Dashboard' }
    : { to: '/eligibility-check', label: 'Check eligibility' };
  return (
    <>
      <Button component={GatsbyLink} to={action.to} variant="contained" sx={{ minHeight: 44, px: 1.5 }}>
        {action.label}
      </Button>
      <NavigationDrawer
        id="site-menu"
        buttonLabel="Menu"
        label="Main"
        links={links}
        footer={<AccountActions />}
      />
    </>
  );
}
