import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useConsoleProfile } from '../use-console-profile';

/** What only platform admins see; an organisation administrator is told so instead of a list of refusals. */
export function AdminsOnly({ children }: { children: React.ReactNode }) {
  const profile = useConsoleProfile();
  if (profile.roleId !== 3) {
    return <Typography role="alert">Only Lendbridge platform admins keep the site’s content.</Typography>;
  }
  return <>{children}</>;
}
