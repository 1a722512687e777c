import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { useHasMounted } from '../../../lib/forms';
import { readPendingVerification } from '../pending-verification';
import { ResendConfirmation } from './resend-confirmation';
import * as styles from './verify-email-panel.module.css';

/**
 * Says where the confirmation email went and offers to send it again. What we know comes from
 * this tab's sessionStorage, so it is read only after hydration (the build knows nobody).
 */
export function VerifyEmailPanel() {
  const mounted = useHasMounted();
  const pending = React.useMemo(() => (mounted ? readPendingVerification() : null), [mounted]);

  if (!mounted) return <div className={styles.placeholder} />;
  if (!pending) {
    return (
      <Typography sx={{ maxWidth: '70ch' }}>
        Registered in another browser, or closed the tab since? <Link to="/user/login">Log in</Link> with your
        email address and password: if your address is not confirmed yet, we offer to send the email again.
      </Typography>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        We sent it to <strong>{pending.email}</strong>. If it has not arrived, we can send it again.
      </Typography>
      <ResendConfirmation userId={pending.userId} email={pending.email} label="Resend the email" />
    </>
  );
}
