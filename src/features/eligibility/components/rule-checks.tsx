import type { RuleCheck } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as React from 'react';

const OUTCOME_TEXT: Record<RuleCheck['outcome'], string> = {
  passed: 'Passed',
  failed: 'Failed',
  not_checked: 'Not checked',
};

const OUTCOME_MARK: Record<RuleCheck['outcome'], { mark: string; color: string }> = {
  passed: { mark: '✓', color: 'success.dark' },
  failed: { mark: '✗', color: 'error.dark' },
  not_checked: { mark: '–', color: 'text.secondary' },
};

/** Every rule of the check and how it went, so the borrower knows what to change. */
export function RuleChecks({ checks }: { checks: RuleCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="rule-checks-heading" sx={{ mb: 4 }}>
      <Typography id="rule-checks-heading" variant="h3" gutterBottom>
        What we checked
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Rules are checked in order; once one fails, the ones after it are not checked.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: '70ch' }}>
        {checks.map((check) => {
          const { mark, color } = OUTCOME_MARK[check.outcome];
          return (
            <Box
              component="li"
              key={check.rule}
              sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box component="span" aria-hidden="true" sx={{ color, fontWeight: 700, minWidth: '1.5em' }}>
                {mark}
              </Box>
              <Box>
                <Typography component="p" sx={{ fontWeight: 600 }}>
                  {check.label}:{' '}
                  <Box component="span" sx={{ color }}>
                    {OUTCOME_TEXT[check.outcome]}
                  </Box>
                </Typography>
                <Typography variant="body2">{check.detail}</Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** The wizard step where the first failed rule's answer was given, to change it. */
export function stepToFix(checks: RuleCheck[]): 'organization' | 'loan' {
  const failed = checks.find((check) => check.outcome === 'failed');
  if (!failed) return 'organization';
  return failed.rule === 'organization_active' || failed.rule === 'registration_verified'
    ? 'organization'
    : 'loan';
}
