import Alert from '@mui/material/Alert';
import * as React from 'react';
import { useConsoleProfile } from '../use-console-profile';

/** What only platform admins see; an organisation administrator is told so (the gateway refuses them too). */
export function AdminsOnly({ children }: { children: React.ReactNode }) {
  const profile = useConsoleProfile();
  if (profile.roleId !== 3) {
    return (
      <Alert severity="warning" role="alert">
        Only Lendbridge platform admins can see this page.
      </Alert>
    );
  }
  return <>{children}</>;
}
