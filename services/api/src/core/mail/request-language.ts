import type { FastifyRequest } from 'fastify';
import type { Role } from '@platform/shared/contract';
import type { Queryable } from '../../db/db.types';
import { ACCOUNT_TABLES } from '../account-tables';
import { languageFromHeader } from './mail-content';
import { rememberLoginLanguage, rememberMailLanguage } from './mail.repository';

// The sites' API client sends the interface language as Accept-Language (a browser's own header otherwise).

/** At registration: later mail to this address is written in the language the form was filled in. */
export async function rememberRegistrationLanguage(db: Queryable, req: FastifyRequest, email: string) {
  const language = languageFromHeader(req.headers['accept-language']);
  if (language) await rememberMailLanguage(db, email, language);
}

/** After a sign-in that passed its password: the account's mail follows the language it signed in with. */
export async function rememberSignInLanguage(db: Queryable, req: FastifyRequest, source: Role, login: string) {
  const language = languageFromHeader(req.headers['accept-language']);
  if (language) await rememberLoginLanguage(db, ACCOUNT_TABLES[source], login, language);
}
