import * as React from 'react';
import { Link } from '../lib/link';
import * as styles from './dashboard-sections-nav.module.css';

const sections = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/refer-a-friend', label: 'Refer a friend' },
] as const;

/**
 * The dashboard's sections. On a wide screen, a row of links; below `md`, a bar of three equal
 * tabs, each a full-height press target, the current one underlined. They stay links (each
 * section is its own page), and Gatsby marks the current one with aria-current="page".
 */
export function DashboardSectionsNav() {
  return (
    <nav aria-label="Dashboard" className={styles.nav}>
      <ul className={styles.sections}>
        {sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
