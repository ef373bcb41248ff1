import {
  Button,
  DEFAULT_STREAM_OPTION,
  Form,
  LoadingState,
  SelectField,
  TextField,
  publicSettingsQuery,
  rules,
  useForm,
  type Account,
  type Schema,
} from '@platform/shared';
import type { StreamDelivery } from '@platform/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from './texts';
import { Actions, SavedNotice, toastErrors, usePerformerSave } from '@platform/shared/settings-kit';
import { asPerformer, updateBroadcastSetting, updateStreamingStatus } from './performer.resource';

export const STATUS_MAX = 100;
export const GROUP_MIN = 1;
export const GROUP_MAX = 100;

const DELIVERIES: StreamDelivery[] = ['hls', 'webrtc'];

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
  const { t } = useTexts();
  const deliveryOptions = DELIVERIES.map((d) => ({ value: d, label: t(`broadcast.${d}`) }));
  const { saved, save } = usePerformerSave(() => t('broadcast.saved'));
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
    onSubmit: toastErrors((v) =>
      save(() =>
        updateBroadcastSetting({
          optionForBroadcast: v.optionForBroadcast as StreamDelivery,
          optionForPrivate: v.optionForPrivate as StreamDelivery,
          optionForGroup: v.optionForGroup as StreamDelivery,
          maxParticipantsAllowed: Number(v.maxParticipantsAllowed),
        }),
      ),
    ),
  });

  return (
    <Form aria-label={t('broadcast.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      <SavedNotice text={saved ? t('broadcast.saved') : null} />
      <SelectField label={t('broadcast.public')} options={deliveryOptions} {...form.field('optionForBroadcast')} />
      <SelectField label={t('broadcast.private')} options={deliveryOptions} {...form.field('optionForPrivate')} />
      <SelectField label={t('broadcast.group')} options={deliveryOptions} {...form.field('optionForGroup')} />
      <TextField
        label={t('broadcast.largest')}
        inputMode="numeric"
        hint={t('broadcast.largestHint', { min: GROUP_MIN, max: GROUP_MAX })}
        {...form.field('maxParticipantsAllowed')}
      />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('broadcast.save')}
        </Button>
      </Actions>
    </Form>
  );
}

/** Her status text on her card and profile: POST /performers/streaming-status/update {status}; empty clears it. */
function StatusForm({ account }: { account: Account }) {
  const { t } = useTexts();
  const { saved, save } = usePerformerSave(() => t('status.saved'));
  const form = useForm<{ status: string }>({
    initialValues: { status: asPerformer(account).statusMessage ?? '' },
    schema: { status: rules.maxLength(STATUS_MAX) },
    showErrorsOn: 'submit',
    onSubmit: toastErrors((v) => save(() => updateStreamingStatus(v.status.trim()))),
  });
  return (
    <Form aria-label={t('status.formLabel')} error={form.submitError} onSubmit={form.handleSubmit}>
      <SavedNotice text={saved ? t('status.saved') : null} />
      <TextField label={t('status.label')} maxLength={STATUS_MAX} hint={t('status.hint', { max: STATUS_MAX })} {...form.field('status')} />
      <Actions>
        <Button type="submit" variant="primary" busy={form.submitting}>
          {t('status.save')}
        </Button>
      </Actions>
    </Form>
  );
}

export function BroadcastSettings({ account, part }: { account: Account; part: 'delivery' | 'status' }) {
  const { t } = useTexts();
  // The site's options are what applies until she chooses; a failure still lets her choose.
  const settings = useQuery(publicSettingsQuery());
  if (part === 'status') return <StatusForm account={account} />;
  if (settings.isPending) return <LoadingState text={t('broadcast.loading')} />;
  return <BroadcastForm account={account} siteDefaults={settings.data ?? {}} />;
}
