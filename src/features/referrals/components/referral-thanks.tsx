import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusAlert } from '../../../components/forms/form-alerts';
import { REFERRAL_SENT_MESSAGE, referralThanksShown, selectReferralStatus } from '../referral-slice';

/**
 * Thanks the person on the page a successful referral leads to (/dashboard,
 * docs/requirements.md#route-targets). It shows only where it was mounted with the flag already
 * set, so the referral page itself, still on screen while the call finishes, does not flash it;
 * once shown the flag is cleared, so the next dashboard page does not repeat it.
 */
export function ReferralThanks() {
  const dispatch = useAppDispatch();
  const flagged = useAppSelector(selectReferralStatus);
  const [show] = React.useState(flagged);

  React.useEffect(() => {
    if (show) dispatch(referralThanksShown());
  }, [show, dispatch]);

  return <StatusAlert message={show ? REFERRAL_SENT_MESSAGE : null} />;
}
