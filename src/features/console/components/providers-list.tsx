import Typography from '@mui/material/Typography';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { useGetProvidersQuery } from '../console-api';

const ProvidersGrid = React.lazy(() => import('./providers-grid'));

/** Every lender on Lendbridge, active or not (platform admins). */
export function ProvidersList() {
  const remote = useGetProvidersQuery();
  if (remote.isError) return <Typography role="alert">{messageOf(remote.error)}</Typography>;
  if (!remote.data) return <Typography role="status">Loading the lenders…</Typography>;
  return (
    <React.Suspense fallback={<Typography role="status">Loading the lenders…</Typography>}>
      <ProvidersGrid providers={remote.data} />
    </React.Suspense>
  );
}
