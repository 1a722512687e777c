import { eligibleOutcome, passedChecks } from '../../../../tests/unit/marketplace-fixtures';
import { emptyApplication } from '../application-slice';
import type { SavedWizard } from '../eligibility-slice';
import { clearSavedWizard, loadWizard, saveWizard, WIZARD_KEY } from '../wizard-storage';

const saved: SavedWizard = {
  wizard: { activeStep: 4, status: true, feedBack: eligibleOutcome },
  application: {
    answers: {
      ...emptyApplication,
      organizationCode: 'ZENITHTECH',
      regNo: 'ZT-1001',
      loanType: 2,
      amount: 1,
    },
    checks: passedChecks,
  },
};

afterEach(() => sessionStorage.clear());

describe('the wizard kept in sessionStorage', () => {
  it('comes back as it was saved', () => {
    saveWizard(saved);
    expect(loadWizard()).toEqual(saved);
    clearSavedWizard();
    expect(loadWizard()).toBeNull();
  });

  it('is ignored when unreadable or tampered with', () => {
    sessionStorage.setItem(WIZARD_KEY, '{not json');
    expect(loadWizard()).toBeNull();
    sessionStorage.setItem(
      WIZARD_KEY,
      JSON.stringify({ ...saved, application: { ...saved.application, answers: { amount: 'lots' } } }),
    );
    expect(loadWizard()).toBeNull();
    sessionStorage.setItem(
      WIZARD_KEY,
      JSON.stringify({ ...saved, wizard: { ...saved.wizard, activeStep: 9 } }),
    );
    expect(loadWizard()).toBeNull();
  });

  it('goes back to the review when a result step has no readable result', () => {
    sessionStorage.setItem(
      WIZARD_KEY,
      JSON.stringify({ ...saved, wizard: { activeStep: 4, status: true, feedBack: { offers: 'x' } } }),
    );
    expect(loadWizard()?.wizard).toEqual({ activeStep: 3, status: false, feedBack: null });
  });
});
