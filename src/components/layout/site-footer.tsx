import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { FeedbackForm } from '../../features/messages/components/feedback-form';
import { ConsentSettingsButton } from '../../features/consent/components/consent-settings-button';
import { Link } from '../../lib/link';
import { HydrateInTurn } from '../../lib/progressive-hydration';
import { footerNavigation } from './navigation';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        {/* On a light card, so the form keeps the theme's own field colours and contrast. */}
        <HydrateInTurn>
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
        </HydrateInTurn>
        {/* A plain CSS grid: MUI's Grid would add its layout engine to every page for three columns. */}
        <HydrateInTurn>
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
        </HydrateInTurn>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.9 }}>
          Lendbridge compares regulated lenders and is paid the same by each of them, whatever its position in
          your results. Borrow only what you can repay.
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
          © {new Date().getFullYear()} Lendbridge
        </Typography>
        <ConsentSettingsButton />
      </Container>
    </Box>
  );
}
