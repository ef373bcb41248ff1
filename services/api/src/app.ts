import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Redis from 'ioredis';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadConfig, type AppConfig } from './config';
import type { AppContext } from './core/context';
import { errorName, HttpError } from './core/errors';
import { errorResponses } from './core/http';
import { checkRouteSchema } from './core/route-schema';
import { applyRateLimit, rateLimitedBody, routeKey, unknownRateLimitedRoutes } from './core/rate-limits';
import { refuseBadText, refuseNonFinite } from './core/input-guard';
import { answerClientError } from '@platform/shared/node';
import { sameOriginGuard } from './core/same-origin';
import { createMailer } from './core/mail/create-mailer';
import { createReadCache } from './core/read-cache';
import { createSignedFiles } from './core/signed-files';
import { createStorage } from './core/storage';
import { createSecretBox } from './core/secret-box';
import { loadSecrets, loadVapidKeys } from './core/secrets';
import { lazySerializers } from './core/lazy-serializers';
import { lazyValidators } from './core/lazy-validators';
import { startupPhases } from './core/startup-phases';
import { createTokenService } from './core/tokens';
import { toValidationItems, type AjvError } from './core/validation';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { createRealtime } from './realtime/realtime';
import { seed } from './seed/seed';
import { createSessionCache } from './core/session-cache';
import { createCreditRollup } from './features/money/wallet-credits';
import { rollUpCredits } from './features/money/ledger.repository';
import { authRoutes } from './features/auth/auth.routes';
import { createSignInKeys } from './features/accounts/sign-in-lockout';
import { fillAccountNames } from './features/accounts/account-names';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes';
import { healthRoutes } from './features/health/health.routes';
import { categoryRoutes } from './features/categories/categories.routes';
import { contentRoutes } from './features/content/content.routes';
import { postRoutes } from './features/content/posts.routes';
import { siteContentRoutes } from './features/content/site-content.routes';
import { contentAssetRoutes } from './features/content-assets/content-assets.plugin';
import { devRoutes } from './features/dev/dev.routes';
import { performerRoutes } from './features/performers/performers.routes';
import { performerSettingsRoutes } from './features/performers/performer-settings.routes';
import { performerBlockingRoutes } from './features/performer-blocking/performer-blocking.routes';
import { favouriteRoutes } from './features/favourites/favourites.routes';
import { createLiveAlerts, vapidSubject } from './features/live-alerts/live-alerts.service';
import { liveAlertRoutes } from './features/live-alerts/live-alerts.routes';
import { encoderKeyRoutes } from './features/encoder-keys/encoder-keys.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { studioRoutes } from './features/studios/studios.routes';
import { userRoutes } from './features/users/users.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { verificationReviewRoutes } from './features/verification/verification-review.routes';
import { adminAccountRoutes } from './features/admin-accounts/admin-accounts.routes';
import { adminMailRoutes } from './features/mail/admin-mail.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { auditLogRoutes } from './features/audit-log/audit-log.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { moneyRoutes } from './features/money/money.routes';
import { tipMenuRoutes } from './features/tip-menu/tip-menu.routes';
import { studioMemberRoutes } from './features/studio-members/studio-members.routes';
import { studioDocumentRoutes } from './features/studio-members/studio-documents.routes';
import { conversationRoutes } from './features/conversations/conversations.routes';
import { messageRoutes } from './features/messages/messages.routes';
import { messageFileRoutes } from './features/messages/message-files.routes';
import { createStreamingRuntime, streamingRoutes } from './features/streaming/streaming.plugin';
import { finishAll } from './features/streaming/streaming.service';

/** A caller's X-Request-Id when it looks like one (a proxy's, to follow a request across logs), else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
}

export interface BuildAppOptions {
  config?: Partial<AppConfig>;
  /** An already open database (tests share one); otherwise opened from the config and closed with the app. */
  db?: Db;
  /** `db` is brought up to date by the caller: a warm standby builds the app first and attaches its database later. */
  dbPrepared?: boolean;
}

/** Migrations, the seed (when configured) and a checkpoint: what a database needs before the app uses it. */
export async function prepareDatabase(db: Db, config: AppConfig): Promise<void> {
  await migrate(db);
  startupPhases.mark('migrations');
  if (config.seed) await seed(db, createStorage(config.dataDir, config.uploadsUrl), { production: config.production, media: config.seedMedia });
  // existing (and seeded) accounts' usernames into the one namespace: the second half of migration 731
  await fillAccountNames(db);
  // credits to hot wallets the seed appended, or a crash left before their rollup (features/money/wallet-credits.ts)
  await rollUpCredits(db);
  startupPhases.mark('seed check');
  // what the start wrote (a first seed is megabytes of log) is not replayed after a crash
  await db.checkpoint?.();
  startupPhases.mark('checkpoint');
}

/** Opens the configured database (PGlite in the data folder, or PostgreSQL) and prepares it. */
export async function openAppDatabase(config: AppConfig): Promise<Db> {
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: `${config.dataDir}/pglite`,
    inMemory: config.inMemoryDb,
  });
  startupPhases.mark('database open');
  await prepareDatabase(db, config);
  return db;
}

/** Builds the whole API: database (migrated, seeded), services, plugins and routes. Call `listen` or `inject` on the result. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.config);
  const db = options.db ?? (await openAppDatabase(config));
  if (options.db && !options.dbPrepared) await prepareDatabase(options.db, config);
  const storage = createStorage(config.dataDir, config.uploadsUrl);
  // Per-install secrets from the environment or <dataDir>/secrets.json, never from the settings table.
  const { jwtSecret } = loadSecrets(config);
  const tokens = createTokenService(jwtSecret);

  const app = Fastify({
    // JSON lines (pino) naming the process; every request's lines carry its id (`reqId`), echoed as X-Request-Id
    logger: config.logger ? { level: process.env.LOG_LEVEL ?? 'info', base: { instance: config.instance } } : false,
    requestIdHeader: false,
    genReqId: requestId,
    // report every failing field at once, not only the first
    ajv: { customOptions: { allErrors: true } },
    // response serializers built when first used, not all at start (a restart answers sooner)
    // request validators too: compiling them all made half of a restart's time (core/lazy-validators.ts)
    schemaController: { compilersFactory: { buildSerializer: lazySerializers(), buildValidator: lazyValidators() } },
    bodyLimit: 1024 * 1024,
    // Behind the edge (and any proxy on this machine) the client address comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // a too long URL or header block: a clear 414/431, not a reset connection
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const mail = createMailer(db, config, (message) => app.log.warn(message));
  const ctx: AppContext = {
    config,
    db,
    tokens,
    storage,
    mailer: mail.mailer,
    realtime: createRealtime(app.server, tokens, {
      allowedOrigins: config.allowedOrigins,
      redisUrl: config.redisUrl,
      instance: config.instance,
      redisKey: config.databaseSchema ? `socket.io:${config.databaseSchema}` : 'socket.io',
    }),
    lifecycle: { draining: false },
    sessions: createSessionCache(),
    credits: createCreditRollup(db, {
      announce: (kind, id, balance) => ctx.realtime.emitToAccount(kind, id, 'balance-updated', { balance }),
      log: (message) => app.log.warn(message),
    }),
    signInKeys: createSignInKeys(jwtSecret),
    signedFiles: createSignedFiles(jwtSecret, {
      ttlSeconds: config.signedUrlTtlSeconds,
      downloadTtlSeconds: config.downloadLinkTtlSeconds,
      apiPrefix: new URL(config.publicApiUrl).pathname,
    }),
    readCache: createReadCache({ config }),
    alerts: createLiveAlerts({
      db,
      realtime: { emitToAccount: (...args) => ctx.realtime.emitToAccount(...args) },
      vapid: loadVapidKeys(config),
      subject: vapidSubject(config.mailFrom),
      log: (message) => app.log.warn(message),
    }),
    secretBox: createSecretBox(jwtSecret, 'stored-secrets'),
    // made from the finished context just below (its show billing and publisher checks call back into it)
    get streaming() {
      return streaming;
    },
  };
  const streaming = createStreamingRuntime(app, ctx);
  app.decorate('ctx', ctx);
  // credits a crash or the seed left are rolled up at start, then swept every second (after each money call too)
  app.addHook('onReady', async () => {
    await ctx.credits.settle();
    ctx.credits.start();
  });
  app.addHook('preClose', async () => ctx.credits.close());
  app.addHook('onClose', async () => ctx.alerts.idle());
  // SMTP: queued mail (also what a restart left) goes out once the app is up; a running send finishes before close
  if (mail.delivery) {
    const delivery = mail.delivery;
    app.addHook('onReady', async () => delivery.start());
    app.addHook('preClose', async () => delivery.close());
  }
  // Which process answered (a cluster has several behind one address): for logs, support and the cluster journeys.
  app.addHook('onRequest', async (req, reply) => void reply.header('x-request-id', req.id).header('x-api-instance', config.instance));
  // Every route declares what it answers: a missing response schema fails at start, and the shared error shape
  // is added where a route does not declare its own.
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    checkRouteSchema(route);
    if (route.schema?.response) route.schema.response = { ...errorResponses, ...(route.schema.response as object) };
    for (const method of [route.method].flat()) routes.add(routeKey(method, route.url));
    if (config.rateLimits) applyRateLimit(route);
  });
  app.addHook('onReady', async () => {
    const unknown = unknownRateLimitedRoutes(routes);
    if (unknown.length) throw new Error(`rate limits name routes that do not exist: ${unknown.join(', ')}`);
  });
  // NUL characters and lone surrogates: one 400 for every route, before any validator or SQL sees them.
  app.addHook('preValidation', async (req) => refuseBadText(req));
  app.addHook('preHandler', async (req) => refuseNonFinite(req));
  app.decorateRequest('auth', null);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error.validation) {
      return reply.code(400).send({ statusCode: 400, message: toValidationItems(error.validation as AjvError[]), error: 'Bad Request' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const message = error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'The file is too large' : 'The request body is too large';
      return reply.code(413).send({ statusCode: 413, message, error: errorName(413) });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ statusCode: status, message: error.message, error: errorName(status) });
    req.log.error(error);
    return reply.code(500).send({ statusCode: 500, message: 'Internal server error', error: errorName(500) });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ statusCode: 404, message: `Cannot ${req.method} ${req.url.split('?')[0]}`, error: 'Not Found' }),
  );
  // Clients (axios) send `Content-Type: application/json` with no body on body-less POSTs: treat that as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
  // The password-reset page posts a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Only the site's own origins may call with credentials; requests without an Origin (same-origin GETs, tools) are unaffected.
  await app.register(cors, { origin: config.allowedOrigins, credentials: true });
  // State-changing calls: JSON or multipart bodies from the site's own origin only (core/same-origin.ts).
  app.addHook('onRequest', sameOriginGuard([...config.allowedOrigins, new URL(config.publicApiUrl).origin]));
  // after CORS (its headers still apply), before everything else a repeated public read would run for nothing
  app.addHook('onRequest', ctx.readCache.onRequest);
  // Per client address; the budgets are in core/rate-limits.ts. In memory for one API process, in Redis (REDIS_URL)
  // when several share the load, so a client cannot multiply its budget by the number of processes.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimitedBody,
    ...(redis ? { redis, nameSpace: 'platform-rate-limit:', skipOnError: true } : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.documentMaxBytes, files: 5 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Velvet Live API',
        version: '0.1.0',
        description: 'Platform API. Success: `{status:0, data}`; errors: `{statusCode, message, error?}`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyStatic, { root: storage.publicRoot, prefix: '/uploads/', decorateReply: false, index: false });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(verificationRoutes);
  await app.register(verificationReviewRoutes);
  await app.register(adminAccountRoutes);
  await app.register(auditLogRoutes);
  await app.register(statisticsRoutes);
  await app.register(adminMailRoutes);
  await app.register(reportRoutes);
  await app.register(userRoutes);
  await app.register(performerRoutes);
  await app.register(performerSettingsRoutes, { endShows: finishAll });
  await app.register(performerBlockingRoutes);
  await app.register(favouriteRoutes);
  await app.register(liveAlertRoutes);
  await app.register(encoderKeyRoutes);
  await app.register(studioRoutes);
  await app.register(categoryRoutes);
  await app.register(settingsRoutes);
  await app.register(contentRoutes);
  await app.register(contentAssetRoutes);
  await app.register(postRoutes);
  await app.register(siteContentRoutes);
  await app.register(moneyRoutes);
  await app.register(tipMenuRoutes);
  await app.register(studioMemberRoutes);
  await app.register(studioDocumentRoutes);
  await app.register(conversationRoutes);
  await app.register(messageRoutes);
  await app.register(messageFileRoutes);
  await app.register(streamingRoutes);
  if (config.devMode) await app.register(devRoutes);

  // Graceful shutdown: the sockets go first (their clients reconnect to another process), then HTTP drains.
  // While draining, every response closes its connection: an idle keep-alive socket (a webhook's, the edge's)
  // would otherwise hold close() open for the whole keepAliveTimeout.
  app.addHook('onSend', async (_request, reply) => {
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
    ctx.realtime.dropLocalSockets();
  });
  app.addHook('onClose', async () => {
    await ctx.readCache.close();
    await ctx.realtime.close();
    if (!options.db) await db.close();
  });
  return app;
}
