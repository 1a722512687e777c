import type { AppDispatch } from '../../app/hooks';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { authApi, type LoginCredentials } from './auth-api';
import { describeLoginFailure, loggedIn, NOT_A_BORROWER_MESSAGE, type LoginFailure } from './auth-slice';
import { saveSession } from './session';

/**
 * Logs in: the login reads requestSuccessful first, so an answer that says the login failed is a
 * failure with the server's message, whatever else it carries. The session is stored only when the
 * account is a borrower's (isUser true, docs/requirements.md#login-needs-is-user). Answers the
 * failure, or null once the person is logged in.
 */
export async function logIn(
  dispatch: AppDispatch,
  credentials: LoginCredentials,
): Promise<LoginFailure | null> {
  const result = await dispatch(authApi.endpoints.login.initiate(credentials));
  if ('error' in result) return describeLoginFailure(result.error);
  const answer = result.data;
  if (!answer.requestSuccessful) return { message: answer.message || GENERIC_ERROR_MESSAGE };
  if (!answer.responseData.isUser) return { message: NOT_A_BORROWER_MESSAGE };
  dispatch(loggedIn(saveSession(answer.responseData)));
  return null;
}
