import * as React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Text } from '../../../components/ui/text';
import * as space from '../../../components/ui/space.module.css';
import { selectCurrentUser } from '../auth-slice';

/** Rendered inside RequireSession, so the name never reaches the pre-rendered HTML. */
export function DashboardGreeting() {
  const user = useAppSelector(selectCurrentUser);
  const name = user?.firstName.trim();
  return (
    <Text variant="h2" as="p" className={space.mb3}>
      {name ? `Welcome back, ${name}` : 'Welcome back'}
    </Text>
  );
}
