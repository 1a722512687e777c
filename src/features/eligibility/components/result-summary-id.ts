/** The result's summary, which also describes the step's heading (eligibility-wizard.tsx). */
export const RESULT_SUMMARY_ID = 'wizard-result-summary';
