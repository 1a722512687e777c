import Typography from '@mui/material/Typography';
import * as React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../auth-slice';

/** Rendered inside RequireSession, so the name never reaches the pre-rendered HTML. */
export function DashboardGreeting() {
  const user = useAppSelector(selectCurrentUser);
  const name = user?.firstName.trim();
  return (
    <Typography component="p" sx={{ mb: 3 }} variant="h2">
      {name ? `Welcome back, ${name}` : 'Welcome back'}
    </Typography>
  );
}
