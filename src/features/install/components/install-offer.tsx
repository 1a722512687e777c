import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import {
  countDashboardVisit,
  isAnswered,
  markAnswered,
  needsHomeScreenInstructions,
  promptInstall,
  useInstallPrompt,
} from '../install-state';

/**
 * "Install Lendbridge", offered on the dashboard from a borrower's second visit on: the browser's
 * own install prompt where it has one, the Share menu's steps on iOS. Answered once (installed,
 * or "No thanks"), it never shows again on this browser.
 */
export function InstallOffer() {
  const prompt = useInstallPrompt();
  const [state] = React.useState(() => ({
    returning: countDashboardVisit() >= 2,
    ios: needsHomeScreenInstructions(),
  }));
  const [answered, setAnswered] = React.useState(isAnswered);
  if (!state.returning || answered || (!prompt && !state.ios)) return null;

  const dismiss = () => {
    markAnswered();
    setAnswered(true);
  };
  const install = () => {
    if (!prompt) return;
    setAnswered(true);
    void promptInstall(prompt);
  };
  return (
    <Paper variant="outlined" component="aside" sx={{ p: 2, mb: 3 }} aria-labelledby="install-offer">
      <Typography component="h2" id="install-offer" variant="h3" gutterBottom>
        Lendbridge on your home screen
      </Typography>
      {prompt ? (
        <Typography sx={{ mb: 2 }}>Open your dashboard in one tap, even without a connection.</Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>
          To add it, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </Typography>
      )}
      <Stack flexWrap="wrap" useFlexGap direction="row" spacing={1}>
        {prompt ? (
          <Button variant="contained" onClick={install}>
            Install Lendbridge
          </Button>
        ) : null}
        <Button variant="outlined" onClick={dismiss}>
          {prompt ? 'No thanks' : 'Got it'}
        </Button>
      </Stack>
    </Paper>
  );
}
