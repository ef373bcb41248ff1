import type { AuthState } from '../bus';
import { api, getCurrentAccount } from '../api';
import type { LoginRequest, LoginResponse, Role } from '../contract';
import { session } from '../session';
import { LOGIN_PATHS } from './paths';
import { publishSignedIn } from './publish';

/**
 * Logs in, stores the session, loads the profile and publishes bus.auth + bus.balance.
 * Rejects with the server's error body (show it with getServerMessage); the session is left clean.
 */
export async function signIn(role: Role, credentials: LoginRequest): Promise<AuthState> {
  const res = await api.post<LoginResponse>(LOGIN_PATHS[role], credentials);
  const token = res?.data?.token;
  if (!token) throw res ?? { statusCode: 400, message: 'Bad request!' };
  session.set(token, role);
  try {
    const account = await getCurrentAccount(role);
    return publishSignedIn(role, account);
  } catch (e) {
    session.clear();
    throw e;
  }
}
