import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RuleCheck } from '@lendbridge/contract';
import * as React from 'react';
import * as styles from './rule-checks.module.css';

const OUTCOME_TEXT: Record<RuleCheck['outcome'], string> = {
  passed: 'Passed',
  failed: 'Failed',
  not_checked: 'Not checked',
};

const OUTCOME_MARK: Record<RuleCheck['outcome'], { mark: string; tone: string | undefined }> = {
  passed: { mark: '✓', tone: styles.passed },
  failed: { mark: '✗', tone: styles.failed },
  not_checked: { mark: '–', tone: styles.notChecked },
};

/** Every rule of the check and how it went, so the borrower knows what to change. */
export function RuleChecks({ checks }: { checks: RuleCheck[] }) {
  if (checks.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 4 }} aria-labelledby="rule-checks-heading">
      <Typography id="rule-checks-heading" variant="h3" gutterBottom>
        What we checked
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
        Rules are checked in order; once one fails, the ones after it are not checked.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: '70ch' }}>
        {checks.map((check) => {
          const { mark, tone } = OUTCOME_MARK[check.outcome];
          return (
            <li key={check.rule} className={styles.check}>
              <span aria-hidden="true" className={`${styles.mark} ${tone}`}>
                {mark}
              </span>
              <div>
                <Typography fontWeight={600}>
                  {check.label}: <span className={tone}>{OUTCOME_TEXT[check.outcome]}</span>
                </Typography>
                <Typography variant="body2">{check.detail}</Typography>
              </div>
            </li>
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
