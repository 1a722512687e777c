import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';

// Drawn when asked for: its code loads then, not with every page.
const FeedbackForm = React.lazy(() =>
  import('./feedback-form').then((module) => ({ default: module.FeedbackForm })),
);

const PANEL_ID = 'feedback-panel';

/**
 * The footer's way to tell us something: closed until a person asks for it, so the footer of
 * every page is its links, not a form. A press made before the page's scripts ran is pressed
 * again once they have (src/app/early-presses.ts).
 */
export function FeedbackPanel() {
  const [open, setOpen] = React.useState(false);
  return (
    <section aria-labelledby="feedback-heading">
      <Typography id="feedback-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Tell us what you think
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Close feedback' : 'Send us feedback'}
      </Button>
      {open ? (
        // On a light card, so the form keeps the field colours and contrast of the page.
        <Paper id={PANEL_ID} sx={{ maxWidth: 640, mt: 2, p: { xs: 2.5, sm: 3 } }}>
          <React.Suspense fallback={<Typography>Loading the form…</Typography>}>
            <FeedbackForm />
          </React.Suspense>
        </Paper>
      ) : null}
    </section>
  );
}
