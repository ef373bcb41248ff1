import { bearer, json, login, useTestApp, type SocketOpener } from '../../../test/helpers';
import type { AppConfig } from '../../config';
import type { FastifyInstance } from 'fastify';

// Shared steps of the messaging tests (not a test file itself).

export interface MessagingSetup {
  app: FastifyInstance;
  sockets: SocketOpener;
  tokens: Record<string, string>;
  /** The member's conversation with each of the two performers. */
  conversationWith: { anna: string; bella: string };
}

/** The file's listening app with the member, anna and bella signed in; `ready` gets it with their conversations. */
export function useMessagingTestApp(ready: (setup: MessagingSetup) => unknown, config?: Partial<AppConfig>) {
  useTestApp(
    async ({ app, sockets }) => {
      const tokens = {
        member: await login(app, 'user', 'member'),
        anna: await login(app, 'performer', 'anna'),
        bella: await login(app, 'performer', 'bella'),
      };
      const conversations = json(await app.inject({ method: 'GET', url: '/conversations', headers: bearer(tokens.member) })).data.data;
      const withPerformer = (username: string): string => conversations.find((c: any) => c.recipientInfo.username === username)._id;
      await ready({ app, sockets, tokens, conversationWith: { anna: withPerformer('anna'), bella: withPerformer('bella') } });
    },
    { config, listen: true },
  );
}
