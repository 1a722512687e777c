import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
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
    <Paper component="aside" aria-labelledby="install-offer" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="install-offer" component="h2" variant="h3" gutterBottom>
        Lendbridge on your home screen
      </Typography>
      {prompt ? (
        <Typography sx={{ mb: 2 }}>Open your dashboard in one tap, even without a connection.</Typography>
      ) : (
        <Typography sx={{ mb: 2 }}>
          To add it, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {prompt ? (
          <button type="button" onClick={install} className={buttonClass('contained')}>
            Install Lendbridge
          </button>
        ) : null}
        <button type="button" onClick={dismiss} className={buttonClass('outlined')}>
          {prompt ? 'No thanks' : 'Got it'}
        </button>
      </Box>
    </Paper>
  );
}
