import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bus, useBusState } from '@platform/shared';
import type { PushAlertSettings } from '@platform/shared/contract';
import { getPushSettings, PushSetupError, pushSupported, setPushForAll, setPushForPerformer, subscribeThisBrowser } from './live-push';

const PUSH_KEY = ['alerts', 'push'] as const;

/**
 * The member's browser notifications when a favourite goes live: the settings (members only), and a switch for one
 * performer or for all favourites. Turning one on subscribes this browser first (permission, service worker);
 * `problem` says why that failed. Nothing for visitors, performers and studios.
 */
export function useLivePush() {
  const auth = useBusState(bus.auth);
  const member = auth.status === 'signed-in' && auth.role === 'user';
  const client = useQueryClient();
  const settings = useQuery({ queryKey: [...PUSH_KEY, member ? auth.user._id : null], queryFn: getPushSettings, enabled: member });
  const change = useMutation({
    mutationFn: async ({ performerId, on }: { performerId: string | null; on: boolean }) => {
      let current = settings.data;
      if (on && current && pushSupported()) current = await subscribeThisBrowser(current.publicKey);
      else if (on) throw new PushSetupError(current ? 'unsupported' : 'notSetUp');
      return performerId ? setPushForPerformer(performerId, on) : setPushForAll(on);
    },
    onSuccess: (next: PushAlertSettings) => client.setQueryData([...PUSH_KEY, member ? auth.user._id : null], next),
  });
  const problem = change.error instanceof PushSetupError ? change.error.problem : null;
  return {
    member,
    settings: settings.data ?? null,
    busy: change.isPending,
    /** Why the last switch failed on this browser (null: it did not, or the server refused with a message of its own). */
    problem,
    switchFor: (performerId: string, on: boolean) => change.mutate({ performerId, on }),
    switchAll: (on: boolean) => change.mutate({ performerId: null, on }),
  };
}
