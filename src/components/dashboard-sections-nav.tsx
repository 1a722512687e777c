import Box from '@mui/material/Box';
import * as React from 'react';
import { Link } from '../lib/link';

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
    <Box component="nav" aria-label="Dashboard" sx={{ mb: 3 }}>
      <Box
        component="ul"
        sx={(theme) => ({
          display: 'flex',
          gap: 3,
          listStyle: 'none',
          m: 0,
          p: 0,
          [theme.breakpoints.down('md')]: {
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 0,
            borderBottom: 1,
            borderColor: 'divider',
          },
        })}
      >
        {sections.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              underline="hover"
              sx={(theme) => ({
                [theme.breakpoints.down('md')]: {
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  textAlign: 'center',
                  minHeight: 48,
                  px: 0.5,
                  borderBottom: '3px solid transparent',
                  color: 'text.secondary',
                  textDecoration: 'none',
                  '&[aria-current="page"]': {
                    color: 'primary.main',
                    borderBottomColor: 'currentColor',
                    fontWeight: 600,
                  },
                },
              })}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
