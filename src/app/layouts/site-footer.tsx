import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'gatsby';
import * as React from 'react';
import { FeedbackPanel } from '../../features/messages/components/feedback-panel';
import { ConsentSettingsButton } from '../../features/consent/components/consent-settings-button';
import { footerNavigation } from './navigation';

/** Link lists and notes in plain markup under the theme, the feedback panel and the analytics button. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ mt: 8, py: 6, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
      <Container maxWidth="lg">
        <Box sx={{ mb: 5 }}>
          <FeedbackPanel />
        </Box>
        <Box
          sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 4 }}
        >
          {footerNavigation.map((section) => (
            <nav key={section.heading} aria-label={section.heading}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {section.heading}
              </Typography>
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gap: 0.75,
                  m: 0,
                  p: 0,
                  listStyle: 'none',
                  '& a': {
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:hover': { textDecoration: 'underline' },
                  },
                }}
              >
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </Box>
            </nav>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
          Lendbridge compares regulated lenders and is paid the same by each of them, whatever its position in
          your results. Borrow only what you can repay.
        </Typography>
        {/* The build's year (the site is rebuilt with every release), kept as built. */}
        <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }} suppressHydrationWarning>
          © {new Date().getFullYear()} Lendbridge
        </Typography>
        <ConsentSettingsButton />
      </Container>
    </Box>
  );
}
