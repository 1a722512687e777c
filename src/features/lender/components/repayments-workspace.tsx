import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import * as React from 'react';
import { Link } from '../../../lib/link';
import { useLenderProfile } from '../use-lender-profile';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetLenderSettingsQuery } from '../lender-api';
import { LoadState } from './load-state';
import { RemittanceUpload } from './remittance-upload';

const RemittancesGrid = React.lazy(() => import('./remittances-grid'));

/** Repayments: a payroll remittance file to upload (staff), and the files applied so far. */
export function RepaymentsWorkspace() {
  const profile = useLenderProfile();
  // The organisations to choose from come with the provider's settings (every employer and school).
  const settings = useGetLenderSettingsQuery(profile.readOnly ? skipToken : undefined);

  return (
    <>
      {profile.readOnly ? null : (
        <Box component="section" aria-labelledby="upload-remittance" sx={{ mb: 5 }}>
          <Typography id="upload-remittance" component="h2" variant="h2" gutterBottom>
            Upload a payroll remittance file
          </Typography>
          <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
            Employers send a file of what they deducted from each person&apos;s pay. Every row is matched to a
            loan and previewed before anything is recorded; applying the file records all its matched payments
            at once, and the same file again changes nothing. To record one repayment by hand, open the loan
            from <Link to="/lender/loans">Loans</Link>.
          </Typography>
          <LoadState query={settings} what="the organisations" />
          {settings.data ? <RemittanceUpload organizations={settings.data.organizations} /> : null}
        </Box>
      )}
      <Box component="section" aria-labelledby="remittances-applied">
        <Typography id="remittances-applied" component="h2" variant="h2" gutterBottom>
          Files applied
        </Typography>
        <React.Suspense fallback={<Typography role="status">Loading the files…</Typography>}>
          <RemittancesGrid />
        </React.Suspense>
      </Box>
    </>
  );
}
