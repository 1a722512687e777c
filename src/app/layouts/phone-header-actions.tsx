import Button from '@mui/material/Button';
import { Link } from 'gatsby';
import * as React from 'react';
import { NavigationDrawer, type DrawerLink } from '../../components/navigation-drawer';
import { selectIsAuthenticated } from '../../features/auth/auth-slice';
import { AccountActions } from '../../features/auth/components/account-actions';
import { useAppSelector } from '../hooks';

/**
 * The phone header's right-hand side: the one thing most people came to do, and the menu. No
 * button to the page the person is on (`page`): on the check itself it would be a second one.
 */
export function PhoneHeaderActions({ links, page }: { links: readonly DrawerLink[]; page?: string }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const action = signedIn
    ? { to: '/dashboard', label: 'Dashboard' }
    : { to: '/eligibility-check', label: 'Check eligibility' };
  return (
    <>
      {action.to === page ? null : (
        <Button component={Link} to={action.to} variant="contained" sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
          {action.label}
        </Button>
      )}
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
