import * as React from 'react';
import { buttonClass } from '../../../components/button-class';
import * as space from '../../../components/ui/space.module.css';
import { Stack } from '../../../components/ui/stack';
import * as surface from '../../../components/ui/surface.module.css';
import { Text } from '../../../components/ui/text';
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
    <aside
      aria-labelledby="install-offer"
      className={[surface.outlined, surface.paddedSmall, space.mb3].join(' ')}
    >
      <Text id="install-offer" as="h2" variant="h3" gutterBottom>
        Lendbridge on your home screen
      </Text>
      {prompt ? (
        <Text className={space.mb2}>Open your dashboard in one tap, even without a connection.</Text>
      ) : (
        <Text className={space.mb2}>
          To add it, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </Text>
      )}
      <Stack direction="row" spacing={1} wrap>
        {prompt ? (
          <button type="button" onClick={install} className={buttonClass('contained')}>
            Install Lendbridge
          </button>
        ) : null}
        <button type="button" onClick={dismiss} className={buttonClass('outlined')}>
          {prompt ? 'No thanks' : 'Got it'}
        </button>
      </Stack>
    </aside>
  );
}
