import { Link } from 'gatsby';
import * as React from 'react';
import { AccountActions } from '../../features/auth/components/account-actions';
import { primaryNavigation } from './navigation';
import * as styles from './site-header.module.css';

/** Plain markup and a static stylesheet: only the account buttons depend on anything. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          Lendbridge
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {primaryNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <AccountActions />
      </div>
    </header>
  );
}
