import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../../components/coming-soon';
import { DashboardLayout } from '../../components/layout/dashboard-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { DashboardGreeting } from '../../features/auth/components/dashboard-greeting';
import { Link } from '../../lib/link';

const historyColumns = ['Provider', 'Amount', 'Tenor', 'Status', 'Date'] as const;

export default function DashboardPage() {
  return (
    <DashboardLayout
      heading={
        <PageHeading
          title="Your dashboard"
          lead="Your loan, the offers lenders have made you and your past loans, all in one place."
        />
      }
    >
      <DashboardGreeting />
      {/* Loans arrive with a later release; the sections show what will appear here. */}
      <Box id="dashboard-status">
        <ComingSoon what="Your loans and offers" />
      </Box>
      <Typography sx={{ mb: 5, maxWidth: '70ch' }}>
        Your own loans and offers will appear here soon. In the meantime, see what the{' '}
        <Link to="/eligibility-check">eligibility check</Link> will ask for and how it works.
      </Typography>

      <Box component="section" aria-labelledby="current-loan" sx={{ mb: 5 }}>
        <Typography id="current-loan" variant="h2" gutterBottom>
          Current loan
        </Typography>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            No loan to show. The loan you are repaying, with its lender and status, will appear here.
          </Typography>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="open-offers" sx={{ mb: 5 }}>
        <Typography id="open-offers" variant="h2" gutterBottom>
          Open offers
        </Typography>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            No offers waiting. When a lender makes you an offer, it appears here so you can accept or decline
            it.
          </Typography>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="loan-history" sx={{ mb: 5 }}>
        <Typography id="loan-history" variant="h2" gutterBottom>
          Loan history
        </Typography>
        {/* Focusable and labelled because the table scrolls sideways on narrow screens. */}
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-labelledby="loan-history-caption"
        >
          <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
            <caption id="loan-history-caption">
              Loans you have taken through Lendbridge, newest first.
            </caption>
            <TableHead>
              <TableRow>
                {historyColumns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell colSpan={historyColumns.length}>You have no past loans to show yet.</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </Box>

      <Box component="section" aria-labelledby="renew-loan">
        <Typography id="renew-loan" variant="h2" gutterBottom>
          Renew your loan
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          If your lender allows it, you can ask to renew your current loan from here. The lender reviews the
          request and tells you its answer.
        </Typography>
        <Box component="form" aria-describedby="dashboard-status">
          {/* The native disabled fieldset keeps the button inert until the service is live. */}
          <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Button type="submit" variant="outlined" disabled>
              Request a renewal
            </Button>
          </Box>
        </Box>
      </Box>
    </DashboardLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Your dashboard"
      description="Your Lendbridge dashboard: follow your current loan, accept or decline open offers, look back over your loan history and request a renewal."
      pathname={location.pathname}
      noindex
    />
  );
}
