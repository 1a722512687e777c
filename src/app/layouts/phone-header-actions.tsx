import Button from '@mui/material/Button';
import { Link } from 'gatsby';
import * as React from 'react';
import { NavigationDrawer, type DrawerLink } from '../../components/navigation-drawer';
import { selectIsAuthenticated } from '../../features/auth/auth-slice';
import { AccountActions } from '../../features/auth/components/account-actions';
import { useAppSelector } from '../hooks';

/** The phone header's right-hand side: the one thing most people came to do, and the menu. */
export function PhoneHeaderActions({ links }: { links: readonly DrawerLink[] }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const action = signedIn
    ? { to: '/dashboard', label: 'Dashboard' }
    : { to: '/eligibility-check', label: 'Check eligibility' };
  return (
    <>
      <Button component={Link} to={action.to} variant="contained" sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
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
