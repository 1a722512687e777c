import { Link } from 'gatsby';
import * as React from 'react';
import { AccountActions } from '../../features/auth/components/account-actions';
import { primaryNavigation } from './navigation';
import { PhoneHeaderActions } from './phone-header-actions';
import * as styles from './site-header.module.css';

/**
 * Plain markup and a static stylesheet: only the account buttons and the phone menu depend on
 * anything. Below 960 px (the `md` breakpoint of both themes) the links give way to the main
 * action and a menu; plain media queries, so the pre-rendered page is right before any script
 * runs and the header never changes height.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          Lendbridge
        </Link>
        <nav aria-label="Main" className={`${styles.nav} ${styles.wideOnly}`}>
          <ul className={styles.links}>
            {primaryNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${styles.actions} ${styles.wideOnly}`}>
          <AccountActions />
        </div>
        <div className={`${styles.phoneActions} ${styles.phoneOnly}`}>
          <PhoneHeaderActions links={primaryNavigation} />
        </div>
      </div>
    </header>
  );
}
