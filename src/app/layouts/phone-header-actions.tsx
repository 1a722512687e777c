import Button from '@mui/material/Button';
import { Link } from 'gatsby';
import * as React from 'react';
import { NavigationDrawer, type DrawerLink } from '../../components/navigation-drawer';
import { selectIsAuthenticated } from '../../features/auth/auth-slice';
import { AccountActions } from '../../features/auth/components/account-actions';
import { useHasMounted } from '../../lib/forms';
import { useAppSelector } from '../hooks';

/** The phone header's right-hand side: the one thing most people came to do, and the menu. */
export function PhoneHeaderActions({ links }: { links: readonly DrawerLink[] }) {
  // The header hydrates after the page's shell, by which time the stored session may have been
  // read: until this part has hydrated it draws what the build drew (logged out).
  const mounted = useHasMounted();
  const signedIn = useAppSelector(selectIsAuthenticated) && mounted;
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
