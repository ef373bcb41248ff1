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
  UserRegisterRequest,
  type Role,
  type ValidationItem,
} from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { validationError } from '../../core/errors';
import { htmlResponse, ok, okResponse } from '../../core/http';
import { readMultipart, type FileRule } from '../../core/multipart';
import { hashPassword } from '../../core/passwords';
import { DOCUMENT_TYPES } from '../../core/storage';
import { toValidationItems, type AjvError } from '../../core/validation';
import { setPasswordHash } from '../accounts/accounts.repository';
import {
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

/** Validates multipart text fields with the same ajv (and the same 400 shape) as JSON bodies. */
function validateFields<T extends TObject>(req: FastifyRequest, schema: T, fields: Record<string, unknown>, extra: ValidationItem[]): Static<T> {
  const validate = req.compileValidationSchema(schema);
  const items = validate(fields) ? [] : toValidationItems((validate.errors ?? []) as AjvError[]);
  if (items.length || extra.length) throw validationError([...items, ...extra]);
  return fields as Static<T>;
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
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
    app.post(url, { schema: { tags, summary, body: LoginRequest, response: okResponse(LoginResponse) } }, async (req) =>
      ok(await login(ctx, source, req.body)),
    );
  loginRoute('/auth/code/login', 'user', 'Member login (username or e-mail; password or an e-mailed auth code) → {token}');
  loginRoute('/auth/users/login', 'user', 'Member login (alias of /auth/code/login)');
  loginRoute('/auth/performers/login', 'performer', 'Performer login → {token}');
  loginRoute('/auth/studio/login', 'studio', 'Studio login → {token}');

  app.post(
    '/auth/code/send',
    {
      schema: {
        tags,
        summary: 'E-mail a one-time login code to a member; `code` is returned only in development/sandbox mode',
        body: SendAuthCodeRequest,
        response: okResponse(SendAuthCodeResponse),
      },
    },
    async (req) => {
      const { email, code } = await sendAuthCode(ctx, req.body.email.trim());
      return ok(ctx.config.devMode ? { email, sent: true as const, code } : { email, sent: true as const });
    },
  );

  app.post(
    '/auth/users/forgot',
    { schema: { tags, summary: 'E-mail a password reset link', body: ForgotPasswordRequest, response: okResponse(EmailSentResponse) } },
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
    {
      preHandler: guard(),
      schema: { tags, summary: "Change the caller's password (any role's token)", body: UpdatePasswordRequest, response: okResponse(Type.Boolean()) },
    },
    async (req) => {
      const auth = req.auth!;
      await setPasswordHash(ctx.db, auth.source, auth.sourceId, await hashPassword(req.body.password));
      return ok(true);
    },
  );

  app.post(
    '/auth/users/register',
    { schema: { tags, summary: 'Member registration (JSON)', body: UserRegisterRequest, response: okResponse(RegisterResponse) } },
    async (req) => ok(await registerUser(ctx, req.body)),
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
      return ok(await registerStudio(ctx, fields, files));
    },
  );
};
