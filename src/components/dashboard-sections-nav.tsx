import Box from '@mui/material/Box';
import * as React from 'react';
import { Link } from '../lib/link';

const sections = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/refer-a-friend', label: 'Refer a friend' },
] as const;

const onPhone = <T,>(phone: T, wide: T) => ({ xs: phone, md: wide });

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
          display: onPhone('grid', 'flex'),
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: onPhone(0, 3),
          m: 0,
          p: 0,
          listStyle: 'none',
          borderBottom: onPhone(1, 0),
          borderColor: 'divider',
          '& a': {
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
            [theme.breakpoints.down('md')]: {
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 48,
              px: 0.5,
              borderBottom: '3px solid transparent',
              color: 'text.secondary',
              textAlign: 'center',
              '&[aria-current="page"]': {
                color: 'primary.main',
                borderBottomColor: 'currentColor',
                fontWeight: 600,
              },
            },
          },
        })}
      >
        {sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
