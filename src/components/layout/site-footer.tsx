import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { FeedbackForm } from '../../features/messages/components/feedback-form';
import { ConsentSettingsButton } from '../../features/consent/components/consent-settings-button';
import { Link } from '../../lib/link';
import { HydrateOnInteraction, StaticRegion } from '../../lib/progressive-hydration';
import { footerNavigation } from './navigation';

// Memoised: it takes no props, so a page's own re-renders (fresh data, a session read) skip it.
export const SiteFooter = React.memo(function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        {/* On a light card, so the form keeps the theme's own field colours and contrast. Most visits
            never use it, so it hydrates on the visitor's first interaction with the page. */}
        <HydrateOnInteraction>
          <Paper
            component="section"
            aria-labelledby="feedback-heading"
            sx={{ p: { xs: 2.5, sm: 3 }, mb: 5, maxWidth: 640, color: 'text.primary' }}
          >
            <Typography
              id="feedback-heading"
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              Tell us what you think
            </Typography>
            <FeedbackForm />
          </Paper>
        </HydrateOnInteraction>
        {/* A plain CSS grid: MUI's Grid would add its layout engine to every page for three columns. */}
        <StaticRegion>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {footerNavigation.map((section) => (
              <Box key={section.heading} component="nav" aria-label={section.heading}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {section.heading}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} color="inherit" underline="hover">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </StaticRegion>
        <StaticRegion>
          <Typography variant="body2" sx={{ mt: 4, opacity: 0.9 }}>
            Lendbridge compares regulated lenders and is paid the same by each of them, whatever its position
            in your results. Borrow only what you can repay.
          </Typography>
        </StaticRegion>
        {/* The build's year: the site is rebuilt with every release. */}
        <StaticRegion>
          <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
            © {new Date().getFullYear()} Lendbridge
          </Typography>
        </StaticRegion>
        <ConsentSettingsButton />
      </Container>
    </Box>
  );
});
