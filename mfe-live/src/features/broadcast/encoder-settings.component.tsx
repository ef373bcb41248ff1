import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, getServerMessage, PHONE_MAX, QueryError, Spinner, toast } from '@platform/shared';
import type { EncoderKind, EncoderSettings as Settings } from '@platform/shared/contract';
import { useBroadcastTexts } from '../../broadcast-texts';
import { getEncoderSettings, rotateEncoderKey } from './encoder.resource';

const QUERY_KEY = ['live', 'encoder'];

/** Copies a text; where the Clipboard API is refused (an insecure origin), the field's selection is copied. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * Streaming from OBS or another encoder (fetched only when she opens it on /live): the WHIP URL with its bearer
 * token (OBS 30+, Settings → Stream → WHIP) and the RTMP server with its stream key (any encoder), each copied with
 * one button; "New key" (after a confirm) revokes the old key at once.
 */
export function EncoderSettings() {
  const { t } = useBroadcastTexts();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: getEncoderSettings, gcTime: 0 });
  if (query.isPending) return <Spinner label={t('encoder.loading')} />;
  if (query.isError) return <QueryError query={query} />;
  const settings = query.data;
  return (
    <Wrap>
      <p>{t('encoder.intro')}</p>
      <KeyGroup kind="whip" settings={settings} />
      <KeyGroup kind="rtmp" settings={settings} />
    </Wrap>
  );
}

function KeyGroup({ kind, settings }: { kind: EncoderKind; settings: Settings }) {
  const { t } = useBroadcastTexts();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const url = kind === 'whip' ? `${window.location.origin}${settings.whipPath}` : settings.rtmpUrl;
  const key = kind === 'whip' ? settings.whipToken : settings.rtmpKey;

  const rotate = async () => {
    setBusy(true);
    try {
      client.setQueryData(QUERY_KEY, await rotateEncoderKey(kind));
      toast.success(t(`encoder.${kind}.rotated`));
      setConfirming(false);
    } catch (error) {
      toast.error(getServerMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset>
      <legend>{t(`encoder.${kind}.title`)}</legend>
      <p>{t(`encoder.${kind}.hint`)}</p>
      <CopyRow label={t(`encoder.${kind}.url`)} value={url} />
      <CopyRow label={t(`encoder.${kind}.key`)} value={key} />
      <Button variant="default" onClick={() => setConfirming(true)}>
        {t(`encoder.${kind}.newKey`)}
      </Button>
      {confirming && (
        <Dialog labelledBy={titleId} onEscape={busy ? undefined : () => setConfirming(false)}>
          <h2 id={titleId}>{t(`encoder.${kind}.confirmTitle`)}</h2>
          <p>{t('encoder.confirmText')}</p>
          <DialogActions>
            <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
              {t('encoder.cancel')}
            </Button>
            <Button variant="primary" busy={busy} onClick={() => void rotate()}>
              {t('encoder.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </fieldset>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useBroadcastTexts();
  const id = useId();
  const copy = async () => {
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (await copyText(value, field)) toast.success(t('encoder.copied', { what: label }));
    else toast.error(t('encoder.copyFailed'));
  };
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      <div>
        <input id={id} readOnly value={value} spellCheck={false} autoComplete="off" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="default" onClick={() => void copy()} aria-label={t('encoder.copyLabel', { what: label })}>
          {t('encoder.copy')}
        </Button>
      </div>
    </Row>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
    margin: 0;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  > div {
    display: flex;
    gap: 6px;
    min-width: 0;
  }
  input {
    flex: 1;
    min-width: 0;
    font-family: monospace;
    font-size: 13px;
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  @media (max-width: ${PHONE_MAX}) {
    input {
      font-size: 12px;
    }
  }
`;
