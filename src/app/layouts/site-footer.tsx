import * as React from 'react';
import { FeedbackForm } from '../../features/messages/components/feedback-form';
import * as feedbackStyles from '../../features/messages/components/feedback-form.module.css';
import { ConsentSettingsButton } from '../../features/consent/components/consent-settings-button';
import { Link } from 'gatsby';
import { footerNavigation } from './navigation';
import * as styles from './site-footer.module.css';

/** Plain markup and a static stylesheet, but for the feedback form and the analytics button. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* On a light card, so the form keeps the field colours and contrast of the page. A Suspense
            boundary of its own: React hydrates it apart from the rest, first if it is used first. */}
        <React.Suspense>
          <section aria-labelledby="feedback-heading" className={feedbackStyles.card}>
            <h2 id="feedback-heading" className={feedbackStyles.heading}>
              Tell us what you think
            </h2>
            <FeedbackForm />
          </section>
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
