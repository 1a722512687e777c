import * as React from 'react';
import * as hidden from '../../../components/ui/visually-hidden.module.css';
import * as styles from './wizard-progress.module.css';

export interface WizardProgressProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  activeStep: number;
}

/**
 * The wizard's steps as an ordered list: done, current (`aria-current="step"`) and to come.
 * MUI's Stepper draws the same with five components (about 1 KB gzip more); this is markup and CSS,
 * which keeps the eligibility page inside its JavaScript budget.
 */
export function WizardProgress({ titles, activeStep }: WizardProgressProps) {
  return (
    <ol aria-label="Steps of the eligibility check" className={styles.steps}>
      {titles.map((title, index) => {
        const state = index < activeStep ? 'done' : index === activeStep ? 'current' : 'next';
        return (
          <li
            key={title}
            aria-current={state === 'current' ? 'step' : undefined}
            className={state === 'done' ? styles.step : `${styles.step} ${styles[state]}`}
          >
            <span aria-hidden="true" className={styles.circle}>
              {state === 'done' ? '✓' : index + 1}
            </span>
            {title}
            {state === 'done' ? <span className={hidden.visuallyHidden}> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
