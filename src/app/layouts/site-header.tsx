import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Link } from 'gatsby';
import * as React from 'react';
import { AccountActions } from '../../features/auth/components/account-actions';
import { primaryNavigation } from './navigation';
import { PhoneHeaderActions } from './phone-header-actions';

const wideOnly = { display: { xs: 'none', md: 'flex' } } as const;

/**
 * The header on every page. Below 960 px (the `md` breakpoint of both themes) the links give way
 * to the main action and a menu; both sets are in the built HTML and the theme's media queries
 * pick one, so the pre-rendered page is right before any script runs and nothing shifts. The
 * Toolbar keeps it 56 px tall on a phone, 64 px from `sm` up. `page`: the page it heads, when
 * the phone's main action may lead to it.
 */
export function SiteHeader({ page }: { page?: string }) {
  return (
    <AppBar
      position="relative"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, width: '100%', maxWidth: 'lg', mx: 'auto' }}>
        <Box
          component={Link}
          to="/"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            mr: { md: 2 },
            color: 'primary.main',
            fontWeight: 700,
            fontSize: '1.25rem',
            textDecoration: 'none',
          }}
        >
          Lendbridge
        </Box>
        <Box component="nav" aria-label="Main" sx={{ ...wideOnly, flexGrow: 1 }}>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              m: 0,
              p: 0,
              listStyle: 'none',
              '& a': {
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
              },
            }}
          >
            {primaryNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ ...wideOnly, gap: 2 }}>
          <AccountActions />
        </Box>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, ml: 'auto', gap: 1, alignItems: 'center' }}>
          <PhoneHeaderActions links={primaryNavigation} page={page} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
