import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import * as React from 'react';
import { AccountActions } from '../../features/auth/components/account-actions';
import { Link } from '../../lib/link';
import { PhoneHeaderActions, phoneOnly, wideOnly } from '../phone-header-actions';
import { primaryNavigation } from './navigation';

// Memoised: it takes no props, so a page's own re-renders (fresh data, a session read) skip it.
export const SiteHeader = React.memo(function SiteHeader() {
  return (
    <AppBar
      position="relative"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Link
            to="/"
            underline="none"
            sx={{
              fontWeight: 700,
              fontSize: '1.25rem',
              mr: { xs: 0, md: 2 },
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
            }}
          >
            Lendbridge
          </Link>
          <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, ...wideOnly }}>
            <Box
              component="ul"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: { xs: 1, md: 2 },
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {primaryNavigation.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} color="text.primary" underline="hover">
                    {item.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, ...wideOnly }}>
            <AccountActions />
          </Box>
          <Box sx={{ ml: 'auto', gap: 1, alignItems: 'center', ...phoneOnly }}>
            <PhoneHeaderActions links={primaryNavigation} />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
});
