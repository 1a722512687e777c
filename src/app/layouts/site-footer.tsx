import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { FeedbackForm } from '../../features/messages/components/feedback-form';
import { ConsentSettingsButton } from '../../features/consent/components/consent-settings-button';
import { Link } from 'gatsby';
import { footerNavigation } from './navigation';
import * as styles from './site-footer.module.css';

/** Plain markup and a static stylesheet, but for the feedback form and the analytics button. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* On a light card, so the form keeps the theme's own field colours and contrast. A Suspense
            boundary of its own: React hydrates it apart from the rest, first if it is used first. */}
        <React.Suspense>
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
        </React.Suspense>
        <div className={styles.columns}>
          {footerNavigation.map((section) => (
            <nav key={section.heading} aria-label={section.heading}>
              <h2 className={styles.heading}>{section.heading}</h2>
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className={styles.note}>
          Lendbridge compares regulated lenders and is paid the same by each of them, whatever its position in
          your results. Borrow only what you can repay.
        </p>
        {/* The build's year (the site is rebuilt with every release), kept as built. */}
        <p className={styles.note} suppressHydrationWarning>
          © {new Date().getFullYear()} Lendbridge
        </p>
        <ConsentSettingsButton />
      </div>
    </footer>
  );
}
