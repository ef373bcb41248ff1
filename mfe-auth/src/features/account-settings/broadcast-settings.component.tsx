import {
  Button,
  DEFAULT_STREAM_OPTION,
  Form,
  LoadingState,
  SelectField,
  TextField,
  publicSettingsQuery,
  rules,
  toast,
  useForm,
  type Account,
  type Schema,
} from '@platform/shared';
import type { StreamDelivery } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toastErrors } from '../common/toast-errors';
import { asPerformer, updateBroadcastSetting, updateStreamingStatus } from './performer.resource';
import { Actions, SavedNotice, publishAccount } from './settings-ui';

export const BROADCAST_SAVED = 'Your broadcast settings have been updated.';
export const STATUS_SAVED = 'Your status has been updated.';
export const STATUS_MAX = 100;
export const GROUP_MIN = 1;
export const GROUP_MAX = 100;

const deliveryOptions = [
  { value: 'hls', label: 'HLS (wider reach, a few seconds behind)' },
  { value: 'webrtc', label: 'WebRTC (real time)' },
];

type Kind = 'optionForBroadcast' | 'optionForPrivate' | 'optionForGroup';
type BroadcastValues = Record<Kind, string> & { maxParticipantsAllowed: string };

const schema: Schema<BroadcastValues> = {
  optionForBroadcast: rules.required,
  optionForPrivate: rules.required,
  optionForGroup: rules.required,
  maxParticipantsAllowed: [rules.required, rules.number, rules.range(GROUP_MIN, GROUP_MAX)],
};

const delivery = (v: unknown): StreamDelivery | null => (v === 'hls' || v === 'webrtc' ? v : null);

/** How her public, private and group shows reach viewers (her own choice, else the site's), and her group size. */
function BroadcastForm({ account, siteDefaults }: { account: Account; siteDefaults: Partial<Record<Kind, unknown>> }) {
  const [saved, setSaved] = useState<string | null>(null);
  const p = asPerformer(account);
  const own = p.broadcastSetting;
  const pick = (kind: Kind): string => delivery(own?.[kind]) ?? delivery(siteDefaults[kind]) ?? DEFAULT_STREAM_OPTION;
  const form = useForm<BroadcastValues>({
    initialValues: {
      optionForBroadcast: pick('optionForBroadcast'),
      optionForPrivate: pick('optionForPrivate'),
      optionForGroup: pick('optionForGroup'),
      maxParticipantsAllowed: typeof p.maxParticipantsAllowed === 'number' ? String(p.maxParticipantsAllowed) : '',
    },
    schema,
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      setSaved(null);
      const updated = await updateBroadcastSetting({
        optionForBroadcast: v.optionForBroadcast as StreamDelivery,
        optionForPrivate: v.optionForPrivate as StreamDelivery,
        optionForGroup: v.optionForGroup as StreamDelivery,
        maxParticipantsAllowed: Number(v.maxParticipantsAllowed),
      });
      publishAccount('performer', updated as Account);
      setSaved(BROADCAST_SAVED);
      toast.success(BROADCAST_SAVED);
    }),
  });

  return (
    <Form aria-label="Broadcast settings" error={form.submitError} onSubmit={(e) => void form.handleSubmit(e)}>
      <SavedNotice text={saved} />
      <SelectField label="Public shows" options={deliveryOptions} {...form.field('optionForBroadcast')} />
      <SelectField label="Private shows" options={deliveryOptions} {...form.field('optionForPrivate')} />
      <SelectField label="Group shows" options={deliveryOptions} {...form.field('optionForGroup')} />
      <TextField
        label="Largest group show"
        inputMode="numeric"
        hint={`Members in one group show, ${GROUP_MIN} to ${GROUP_MAX}.`}
        {...form.field('maxParticipantsAllowed')}
      />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Save broadcast settings
        </Button>
      </Actions>
    </Form>
  );
}

/** Her status text on her card and profile: POST /performers/streaming-status/update {status}; empty clears it. */
function StatusForm({ account }: { account: Account }) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<{ status: string }>({
    initialValues: { status: asPerformer(account).statusMessage ?? '' },
    schema: { status: rules.maxLength(STATUS_MAX) },
    showErrorsOn: 'submit',
    onSubmit: toastErrors(async (v) => {
      setSaved(null);
      const updated = await updateStreamingStatus(v.status.trim());
      publishAccount('performer', updated as Account);
      setSaved(STATUS_SAVED);
      toast.success(STATUS_SAVED);
    }),
  });
  return (
    <Form aria-label="Status message" error={form.submitError} onSubmit={(e) => void form.handleSubmit(e)}>
      <SavedNotice text={saved} />
      <TextField
        label="Status"
        maxLength={STATUS_MAX}
        hint={`Shown on your card and profile; at most ${STATUS_MAX} characters. Leave it empty to show none.`}
        {...form.field('status')}
      />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          Save status
        </Button>
      </Actions>
    </Form>
  );
}

export function BroadcastSettings({ account, part }: { account: Account; part: 'delivery' | 'status' }) {
  // The site's options are what applies until she chooses; a failure still lets her choose.
  const settings = useQuery(publicSettingsQuery());
  if (part === 'status') return <StatusForm account={account} />;
  if (settings.isPending) return <LoadingState text="Loading broadcast settings…" />;
  return <BroadcastForm account={account} siteDefaults={settings.data ?? {}} />;
}
