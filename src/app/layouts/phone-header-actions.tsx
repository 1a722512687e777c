import { Link as GatsbyLink } from 'gatsby';
import * as React from 'react';
import * as buttons from '../../components/buttons.module.css';
import { NavigationDrawer, type DrawerLink } from '../../components/navigation-drawer';
import { selectIsAuthenticated } from '../../features/auth/auth-slice';
import { AccountActions } from '../../features/auth/components/account-actions';
import { useAppSelector } from '../hooks';
import * as styles from './site-header.module.css';

/** The phone header's right-hand side: the one thing most people came to do, and the menu. */
export function PhoneHeaderActions({ links }: { links: readonly DrawerLink[] }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const action = signedIn
    ? { to: '/dashboard', label: 'Dashboard' }
    : { to: '/eligibility-check', label: 'Check eligibility' };
  return (
    <>
      <GatsbyLink to={action.to} className={`${buttons.button} ${buttons.contained} ${styles.action}`}>
        {action.label}
      </GatsbyLink>
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
