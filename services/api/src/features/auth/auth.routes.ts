import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role, ValidationItem } from '@platform/shared/contract';
import { guard } from '../../core/auth';
import { validationError } from '../../core/errors';
import { ok } from '../../core/http';
import { readMultipart, type FileRule } from '../../core/multipart';
import { hashPassword } from '../../core/passwords';
import { DOCUMENT_TYPES } from '../../core/storage';
import { toValidationItems, type AjvError } from '../../core/validation';
import { newId } from '../../db/ids';
import { setPasswordHash } from '../accounts/accounts.repository';
import { sendVerificationEmail } from './auth.mails';
import {
  emailSchema,
  loginBodySchema,
  passwordSchema,
  performerRegisterSchema,
  ROLES,
  studioRegisterSchema,
  userRegisterSchema,
} from './auth.schemas';
import { assertAvailable, findResetToken, forgotPassword, login, resetPassword, rethrowUniqueViolation, sendAuthCode } from './auth.service';
import { passwordChangePage } from './password-change.page';

type LoginBody = { username: string; password: string; remember?: boolean };

const REGISTERED_MESSAGE = 'Your account has been created. We have sent you an e-mail to verify your e-mail address.';

/** Validates multipart text fields with the same ajv (and the same 400 shape) as JSON bodies. */
function validateFields(req: FastifyRequest, schema: object, fields: Record<string, unknown>, extra: ValidationItem[]) {
  const validate = req.compileValidationSchema(schema);
  const items = validate(fields) ? [] : toValidationItems((validate.errors ?? []) as AjvError[]);
  if (items.length || extra.length) throw validationError([...items, ...extra]);
}

export async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const documentRule: FileRule = {
    required: true,
    maxBytes: ctx.config.documentMaxBytes,
    types: DOCUMENT_TYPES,
    typesText: 'an image (PNG, JPEG, GIF, WebP) or a PDF document',
  };

  const loginRoute = (url: string, source: Role, summary: string) =>
    app.post<{ Body: LoginBody }>(url, { schema: { tags: ['auth'], summary, body: loginBodySchema } }, async (req) =>
      ok(await login(ctx, source, req.body)),
    );
  loginRoute('/auth/code/login', 'user', 'Member login (username or e-mail; password or an e-mailed auth code) → {token}');
  loginRoute('/auth/users/login', 'user', 'Member login (alias of /auth/code/login)');
  loginRoute('/auth/performers/login', 'performer', 'Performer login → {token}');
  loginRoute('/auth/studio/login', 'studio', 'Studio login → {token}');

  app.post<{ Body: { email: string } }>(
    '/auth/code/send',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-time login code to a member; `code` is returned only in development/sandbox mode',
        body: { type: 'object', required: ['email'], properties: { email: emailSchema } },
      },
    },
    async (req) => {
      const { email, code } = await sendAuthCode(ctx, req.body.email.trim());
      return ok(ctx.config.devMode ? { email, sent: true, code } : { email, sent: true });
    },
  );

  app.post<{ Body: { email: string; type?: Role } }>(
    '/auth/users/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: emailSchema, type: { type: 'string', enum: ROLES, default: 'user' } },
        },
      },
    },
    async (req) => {
      const { email } = await forgotPassword(ctx, req.body.email.trim(), req.body.type ?? 'user');
      return ok({ email, sent: true });
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/auth/password-change',
    {
      schema: {
        tags: ['auth'],
        summary: 'HTML form opened from the password reset e-mail',
        querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1 } } },
      },
    },
    async (req, reply) => {
      const valid = !!(await findResetToken(ctx.db, req.query.token));
      reply.type('text/html; charset=utf-8');
      return passwordChangePage({ token: req.query.token, valid, siteUrl: ctx.config.publicSiteUrl });
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/auth/password-change',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token (JSON or the HTML form)',
        body: { type: 'object', required: ['token', 'password'], properties: { token: { type: 'string', minLength: 1 }, password: passwordSchema } },
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

  app.put<{ Body: { password: string; source?: Role } }>(
    '/auth/users/me/password',
    {
      preHandler: guard(),
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password (any role's token)",
        body: {
          type: 'object',
          required: ['password'],
          properties: { password: passwordSchema, source: { type: 'string', enum: ROLES } },
        },
      },
    },
    async (req) => {
      const auth = req.auth!;
      await setPasswordHash(ctx.db, auth.source, auth.sourceId, await hashPassword(req.body.password));
      return ok(true);
    },
  );

  app.post<{ Body: Record<string, string> }>(
    '/auth/users/register',
    { schema: { tags: ['auth'], summary: 'Member registration (JSON)', body: userRegisterSchema } },
    async (req) => {
      const body = req.body;
      const values = { username: body.username, email: body.email.trim() };
      await assertAvailable(ctx.db, 'user', values);
      const id = newId();
      const hash = await hashPassword(body.password);
      await ctx.db
        .query(
          `INSERT INTO users (id, username, email, password_hash, first_name, last_name, gender, country)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, body.username, values.email, hash, body.firstName ?? '', body.lastName ?? '', body.gender ?? '', body.country ?? ''],
        )
        .catch((error) => rethrowUniqueViolation(error, values));
      await sendVerificationEmail(ctx, { source: 'user', id, email: values.email, username: body.username });
      return ok({ _id: id, username: body.username, email: values.email, message: REGISTERED_MESSAGE });
    },
  );

  app.post(
    '/auth/performers/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Performer registration: multipart with fields + documentVerification and idVerification files',
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const { fields, files, missing } = await readMultipart(req, { documentVerification: documentRule, idVerification: documentRule });
      validateFields(req, performerRegisterSchema, fields, missing);
      const f = fields as Record<string, string>;
      const values = { username: f.username, email: f.email.trim() };
      await assertAvailable(ctx.db, 'performer', values);
      if (f.studioId) {
        const { rows } = await ctx.db.query('SELECT 1 FROM studios WHERE id = $1', [f.studioId]);
        if (!rows.length) throw validationError([{ property: 'studioId', constraints: { exists: 'This studio does not exist' } }]);
      }
      const id = newId();
      const hash = await hashPassword(f.password);
      await ctx.db
        .transaction(async (tx) => {
          const owner = { source: 'performer' as const, id };
          const doc = await ctx.storage.save(tx, { ...fileInput(files.documentVerification), kind: 'document-verification', visibility: 'private', owner });
          const idDoc = await ctx.storage.save(tx, { ...fileInput(files.idVerification), kind: 'id-verification', visibility: 'private', owner });
          await tx.query(
            `INSERT INTO performers (id, username, email, password_hash, name, first_name, last_name, gender, country, date_of_birth,
               studio_id, document_verification_id, id_verification_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [
              id, f.username, values.email, hash, `${f.firstName} ${f.lastName}`.trim(), f.firstName, f.lastName, f.gender,
              f.country ?? '', f.dateOfBirth ? f.dateOfBirth.slice(0, 10) : null, f.studioId || null, doc.id, idDoc.id,
            ],
          );
        })
        .catch((error) => rethrowUniqueViolation(error, values));
      await sendVerificationEmail(ctx, { source: 'performer', id, email: values.email, username: f.username });
      return ok({ _id: id, username: f.username, email: values.email, message: REGISTERED_MESSAGE });
    },
  );

  app.post(
    '/auth/studio/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Studio registration: multipart with fields + documentVerification and idVerification files',
        consumes: ['multipart/form-data'],
      },
    },
    async (req) => {
      const { fields, files, missing } = await readMultipart(req, { documentVerification: documentRule, idVerification: documentRule });
      validateFields(req, studioRegisterSchema, fields, missing);
      const f = fields as Record<string, string>;
      const values = { username: f.username, email: f.email.trim() };
      await assertAvailable(ctx.db, 'studio', values);
      const id = newId();
      const hash = await hashPassword(f.password);
      await ctx.db
        .transaction(async (tx) => {
          const owner = { source: 'studio' as const, id };
          const doc = await ctx.storage.save(tx, { ...fileInput(files.documentVerification), kind: 'document-verification', visibility: 'private', owner });
          const idDoc = await ctx.storage.save(tx, { ...fileInput(files.idVerification), kind: 'id-verification', visibility: 'private', owner });
          await tx.query(
            `INSERT INTO studios (id, username, email, password_hash, name, country, document_verification_id, id_verification_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
            [id, f.username, values.email, hash, f.name, f.country ?? '', doc.id, idDoc.id],
          );
        })
        .catch((error) => rethrowUniqueViolation(error, values));
      await sendVerificationEmail(ctx, { source: 'studio', id, email: values.email, username: f.username });
      return ok({ _id: id, username: f.username, email: values.email, message: REGISTERED_MESSAGE });
    },
  );
}

const fileInput = (file: { buffer: Buffer; mimeType: string; filename: string }) => ({
  buffer: file.buffer,
  mimeType: file.mimeType,
  originalName: file.filename,
});
