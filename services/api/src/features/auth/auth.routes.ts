import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import {
  ApiEnvelope,
  EmailSentResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  PerformerRegisterFields,
  RegisterResponse,
  SendAuthCodeRequest,
  SendAuthCodeResponse,
  StudioRegisterFields,
  TokenQuery,
  UpdatePasswordRequest,
  UpdatePasswordResponse,
  UserRegisterRequest,
  type Role,
  type ValidationItem,
} from '@platform/shared/contract';
import { checkSession, guarded, verifiedToken } from '../../core/auth';
import type { VerifiedToken } from '../../core/tokens';
import { forbidden, validationError } from '../../core/errors';
import { htmlResponse, ok, okResponse } from '../../core/http';
import { rememberRegistrationLanguage, rememberSignInLanguage } from '../../core/mail/request-language';
import { readMultipart, type FileRule } from '../../core/multipart';
import { clearSessionCookie, setSessionCookie } from '../../core/session-cookie';
import { endAllSessions, endSession } from '../../core/sessions';
import { DOCUMENT_TYPES } from '../../core/storage';
import { toValidationItems, type AjvError } from '../../core/validation';
import {
  changePassword,
  findResetToken,
  forgotPassword,
  login,
  registerPerformer,
  registerStudio,
  registerUser,
  resetPassword,
  sendAuthCode,
  type VerificationDocuments,
} from './auth.service';
import { passwordChangePage } from './password-change.page';
import { SignInLockedError } from '../accounts/sign-in-lockout';

/** Validates multipart text fields with the same ajv (and the same 400 shape) as JSON bodies. */
function validateFields<T extends TObject>(req: FastifyRequest, schema: T, fields: Record<string, unknown>, extra: ValidationItem[]): Static<T> {
  const validate = req.compileValidationSchema(schema);
  const items = validate(fields) ? [] : toValidationItems((validate.errors ?? []) as AjvError[]);
  if (items.length || extra.length) throw validationError([...items, ...extra]);
  return fields as Static<T>;
}

/** The token of a request that passed `guard()` (so it is genuine, open and not an admin-only token). */
function sessionToken(req: FastifyRequest): VerifiedToken & { source: Role } {
  const token = verifiedToken(req);
  if (!token || token.source === 'admin') throw forbidden();
  return { ...token, source: token.source };
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // Socket handshakes get the same server-side session check as HTTP requests.
  ctx.realtime.useSessionCheck(async (token) => (await checkSession(ctx.db, token)).state);
  const tags = ['auth'];
  const documentRule: FileRule = {
    required: true,
    maxBytes: ctx.config.documentMaxBytes,
    types: DOCUMENT_TYPES,
    typesText: 'an image (PNG, JPEG, GIF, WebP) or a PDF document',
  };
  /** The multipart form of a performer or studio registration: its text fields (validated) and both documents. */
  const readRegistration = async <T extends TObject>(req: FastifyRequest, schema: T) => {
    const { fields, files, missing } = await readMultipart(req, { documentVerification: documentRule, idVerification: documentRule });
    const validFields = validateFields(req, schema, fields, missing); // a missing file is reported with the fields
    const documents: VerificationDocuments = { documentVerification: files.documentVerification, idVerification: files.idVerification };
    return { fields: validFields, files: documents };
  };

  const loginRoute = (url: string, source: Role, summary: string) =>
    app.post(url, { schema: { tags, summary, body: LoginRequest, response: okResponse(LoginResponse) } }, async (req, reply) => {
      try {
        const answer = await login(ctx, source, req.body, { address: req.ip });
        await rememberSignInLanguage(ctx.db, req, source, req.body.username);
        if (answer.token) setSessionCookie(req, reply, answer.token);
        return ok(answer);
      } catch (error) {
        if (error instanceof SignInLockedError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    });
  loginRoute('/auth/code/login', 'user', 'Member login (username or e-mail; password or an e-mailed auth code) → {token}');
  loginRoute('/auth/users/login', 'user', 'Member login (alias of /auth/code/login)');
  loginRoute('/auth/performers/login', 'performer', 'Performer login → {token}');
  loginRoute('/auth/studio/login', 'studio', 'Studio login → {token}');

  app.post(
    '/auth/code/send',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time login code to a member (the code is never part of the answer)',
        body: SendAuthCodeRequest,
        response: okResponse(SendAuthCodeResponse),
      },
    },
    async (req) => {
      const { email } = await sendAuthCode(ctx, req.body.email.trim());
      return ok({ email, sent: true as const });
    },
  );

  app.post(
    '/auth/users/forgot',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link when the account exists (the same answer either way)',
        body: ForgotPasswordRequest,
        response: okResponse(EmailSentResponse),
      },
    },
    async (req) => {
      const { email } = await forgotPassword(ctx, req.body.email.trim(), req.body.type);
      return ok({ email, sent: true as const });
    },
  );

  app.get(
    '/auth/password-change',
    { schema: { tags, summary: 'HTML form opened from the password reset e-mail', querystring: TokenQuery, response: htmlResponse(200) } },
    async (req, reply) => {
      const valid = !!(await findResetToken(ctx.db, req.query.token));
      reply.type('text/html; charset=utf-8');
      return passwordChangePage({ token: req.query.token, valid, siteUrl: ctx.config.publicSiteUrl });
    },
  );

  app.post(
    '/auth/password-change',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token (JSON, or the HTML form, which is answered with a page)',
        body: PasswordChangeRequest,
        response: { 200: { content: { 'application/json': { schema: ApiEnvelope(Type.Boolean()) }, 'text/html': { schema: Type.String() } } } },
      },
    },
    async (req, reply) => {
      await resetPassword(ctx, req.body.token, req.body.password);
      if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        reply.type('text/html; charset=utf-8');
        return passwordChangePage({ token: '', valid: false, done: true, siteUrl: ctx.config.publicSiteUrl });
      }
      return ok(true);
    },
  );

  app.put(
    '/auth/users/me/password',
    guarded([], {
      tags,
      summary: "Change the caller's password (any role's token; the current password is required); ends every session and answers a new token",
      body: UpdatePasswordRequest,
      response: okResponse(UpdatePasswordResponse),
    }),
    async (req, reply) => {
      const token = sessionToken(req);
      try {
        const answer = await changePassword(ctx, token, req.body.currentPassword, req.body.password);
        setSessionCookie(req, reply, answer.token);
        return ok(answer);
      } catch (error) {
        if (error instanceof SignInLockedError) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    guarded([], { tags, summary: 'Sign out: the token used for this request stops working', response: okResponse(Type.Boolean()) }),
    async (req, reply) => {
      await endSession(ctx, sessionToken(req));
      clearSessionCookie(req, reply);
      return ok(true);
    },
  );

  app.post(
    '/auth/logout-all',
    guarded([], { tags, summary: "Sign out everywhere: every token of the caller's account stops working", response: okResponse(Type.Boolean()) }),
    async (req, reply) => {
      const auth = req.auth!;
      await endAllSessions(ctx, auth.source, auth.sourceId);
      clearSessionCookie(req, reply);
      return ok(true);
    },
  );

  app.post(
    '/auth/users/register',
    { schema: { tags, summary: 'Member registration (JSON)', body: UserRegisterRequest, response: okResponse(RegisterResponse) } },
    async (req) => {
      await rememberRegistrationLanguage(ctx.db, req, req.body.email);
      return ok(await registerUser(ctx, req.body));
    },
  );

  app.post(
    '/auth/performers/register',
    {
      schema: {
        tags,
        summary: 'Performer registration: multipart with fields + documentVerification and idVerification files',
        consumes: ['multipart/form-data'],
        response: okResponse(RegisterResponse),
      },
    },
    async (req) => {
      const { fields, files } = await readRegistration(req, PerformerRegisterFields);
      await rememberRegistrationLanguage(ctx.db, req, fields.email);
      return ok(await registerPerformer(ctx, fields, files));
    },
  );

  app.post(
    '/auth/studio/register',
    {
      schema: {
        tags,
        summary: 'Studio registration: multipart with fields + documentVerification and idVerification files',
        consumes: ['multipart/form-data'],
        response: okResponse(RegisterResponse),
      },
    },
    async (req) => {
      const { fields, files } = await readRegistration(req, StudioRegisterFields);
      await rememberRegistrationLanguage(ctx.db, req, fields.email);
      return ok(await registerStudio(ctx, fields, files));
    },
  );
};
