import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ObjectId, PushAlertSettings, PushAlertSwitch, PushEndpointInput, PushSubscriptionInput } from '@platform/shared/contract';
import { guarded } from '../../core/auth';
import { fieldError, notFound } from '../../core/errors';
import { ok, okResponse } from '../../core/http';
import { deleteSubscription, pushChoices, saveSubscription, setPushAll, setPushFor } from './live-alerts.repository';

const tags = ['alerts'];
const settingsResponse = okResponse(PushAlertSettings);

/** A push endpoint on one of the allowed push services (`hosts`: a host and its subdomains), https unless listed as is. */
export function allowedEndpoint(endpoint: string, hosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.username || url.password) return false;
  return hosts.some((allowed) => {
    const [name, port] = allowed.split(':');
    // an exact entry with a port (a receiver of one's own, as the tests run) may be plain http
    if (port) return host === name && url.port === port && (url.protocol === 'https:' || url.protocol === 'http:');
    return url.protocol === 'https:' && (host === name || host.endsWith(`.${name}`));
  });
}

/** A member's browser notifications when a favourite goes live: subscribe a browser, choose for whom. */
export const liveAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const settings = async (userId: string) => ok({ publicKey: ctx.alerts.publicKey, ...(await pushChoices(ctx.db, userId)) });

  app.get(
    '/alerts/push',
    guarded('user', {
      tags,
      summary: "The member's browser notifications: the VAPID key to subscribe with, for whom, how many browsers",
      response: settingsResponse,
    }),
    async (req) => settings(req.auth!.sourceId),
  );

  app.post(
    '/alerts/push/subscriptions',
    guarded('user', {
      tags,
      summary: "Saves this browser's Web Push subscription for the member",
      body: PushSubscriptionInput,
      response: settingsResponse,
    }),
    async (req) => {
      if (!ctx.alerts.publicKey) throw notFound('Browser notifications are not set up on this site');
      const { endpoint, keys } = req.body;
      if (!allowedEndpoint(endpoint, ctx.config.pushEndpointHosts)) {
        throw fieldError('endpoint', 'isPushService', "endpoint must be a browser push service's address");
      }
      await saveSubscription(ctx.db, req.auth!.sourceId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      return settings(req.auth!.sourceId);
    },
  );

  app.post(
    '/alerts/push/unsubscribe',
    guarded('user', { tags, summary: "Forgets this browser's subscription (idempotent)", body: PushEndpointInput, response: settingsResponse }),
    async (req) => {
      await deleteSubscription(ctx.db, req.body.endpoint, req.auth!.sourceId);
      return settings(req.auth!.sourceId);
    },
  );

  app.put(
    '/alerts/push/all',
    guarded('user', { tags, summary: 'Browser notifications for every favourite, on or off', body: PushAlertSwitch, response: settingsResponse }),
    async (req) => {
      await setPushAll(ctx.db, req.auth!.sourceId, req.body.on);
      return settings(req.auth!.sourceId);
    },
  );

  app.put(
    '/alerts/push/performers/:id',
    guarded('user', {
      tags,
      summary: 'Browser notifications when this performer goes live, on or off',
      params: Type.Object({ id: ObjectId }),
      body: PushAlertSwitch,
      response: settingsResponse,
    }),
    async (req) => {
      if (!(await setPushFor(ctx.db, req.auth!.sourceId, req.params.id, req.body.on))) throw notFound('Performer not found');
      return settings(req.auth!.sourceId);
    },
  );
};
