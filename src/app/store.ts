import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth-slice';
import { catalogueReducer } from '../features/catalogue/catalogue-slice';
import { loanApplicationReducer } from '../features/eligibility/application-slice';
import { eligibilityReducer } from '../features/eligibility/eligibility-slice';
import { loansReducer } from '../features/loans/loans-slice';
import { messagesReducer } from '../features/messages/messages-slice';
import { referralsReducer } from '../features/referrals/referrals-slice';
import { scholarshipsReducer } from '../features/scholarships/scholarships-slice';

const rootReducer = combineReducers({
  catalogue: catalogueReducer,
  scholarships: scholarshipsReducer,
  auth: authReducer,
  eligibility: eligibilityReducer,
  loanApplication: loanApplicationReducer,
  loans: loansReducer,
  messages: messagesReducer,
  referrals: referralsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A factory, never a module-level store: each page the build pre-renders and each test gets
 * its own, so no state leaks from one render to the next.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
