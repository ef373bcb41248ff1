import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EmailSentResponse, ResendVerificationRequest, TokenQuery, type Role } from '@platform/shared/contract';
import { optionalAuth } from '../../core/auth';
import { badRequest, validationError } from '../../core/errors';
import { htmlResponse, ok, okResponse, optionalBody } from '../../core/http';
import { findCredentials, setEmailVerified } from '../accounts/accounts.repository';
import { sendVerificationEmail, verifyEmailClaims } from './email-verification.mails';

const LOGIN_PATH: Record<Role, string> = { user: '/auth/login/user', performer: '/auth/login/performer', studio: '/auth/login/studio' };

function resultPage(title: string, text: string, link: { href: string; label: string }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}a{color:#ff0066}</style></head>
<body><h1>${title}</h1><p>${text}</p><p><a href="${link.href}">${link.label}</a></p></body></html>`;
}

export const verificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/verification/resend-verification-email',
    {
      preHandler: optionalAuth,
      schema: {
        tags: ['verification'],
        summary: "Send the e-mail verification link again (the caller's account, or {email, source})",
        body: optionalBody(Type.Partial(ResendVerificationRequest)),
        response: okResponse(EmailSentResponse),
      },
    },
    async (req) => {
      const body = req.body ?? {};
      const source: Role = req.auth?.source ?? body.source ?? 'user';
      if (!req.auth && !body.email) throw validationError([{ property: 'email', constraints: { isNotEmpty: 'email should not be empty' } }]);
      const account = await findCredentials(ctx.db, source, req.auth ? { id: req.auth.sourceId } : { email: body.email!.trim() });
      if (!account) throw validationError([{ property: 'email', constraints: { exists: `No ${source} account is registered with this e-mail` } }]);
      if (account.email_verified) throw badRequest('This e-mail address is already verified');
      await sendVerificationEmail(ctx, { source, id: account.id, email: account.email, username: account.username });
      return ok({ email: account.email, sent: true });
    },
  );

  app.get(
    '/verification/verify',
    {
      schema: {
        tags: ['verification'],
        summary: 'Link from the verification e-mail: marks the e-mail verified (HTML page)',
        querystring: TokenQuery,
        response: htmlResponse(200, 400),
      },
    },
    async (req, reply) => {
      const site = ctx.config.publicSiteUrl;
      const claims = verifyEmailClaims(ctx, req.query.token);
      const verified = claims ? await setEmailVerified(ctx.db, claims.source, claims.sourceId, claims.email) : false;
      reply.type('text/html; charset=utf-8');
      if (!claims || !verified) {
        reply.code(400);
        return resultPage('Link expired', 'This verification link is invalid or has expired. Sign in and ask for a new one.', {
          href: `${site}/`,
          label: 'Go to the site',
        });
      }
      return resultPage('E-mail verified', `Thank you, ${claims.email} is now verified.`, {
        href: `${site}${LOGIN_PATH[claims.source]}`,
        label: 'Sign in',
      });
    },
  );
};
