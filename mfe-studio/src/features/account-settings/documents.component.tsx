import { useRef, useState } from 'react';
import styled from 'styled-components';
import { api, Button, FileField, getServerMessage, payload, toast, translate } from '@platform/shared';
import type { Studio, StudioDocument, StudioDocumentType } from '@platform/shared/contract';
import { useTexts } from '../../i18n';

/** Each kind's label is `studio:settings.docs.<type>`. */
const KINDS: Array<{ type: StudioDocumentType; onFile: (s: Studio) => boolean }> = [
  { type: 'documentVerification', onFile: (s) => !!s.documentVerificationFile },
  { type: 'idVerification', onFile: (s) => !!s.idVerificationFile },
];

/** What the API accepts (an image or a PDF); its size limit is told by the server (413). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** POST /studio/documents/upload (multipart `file`, field `type`): stored privately, so no link back. */
export async function uploadStudioDocument(file: File, type: StudioDocumentType, onProgress: (p: number) => void, signal?: AbortSignal) {
  return payload(await api.upload<StudioDocument>('/studio/documents/upload', { file }, { type }, { onProgress, signal }));
}

/** The verification documents: one upload each, with a progress bar and Cancel. */
export function Documents({ studio }: { studio: Studio }) {
  const { t } = useTexts();
  return (
    <List>
      {KINDS.map((k) => (
        <DocumentUpload key={k.type} type={k.type} label={t(`settings.docs.${k.type}`)} onFile={k.onFile(studio)} />
      ))}
    </List>
  );
}

type State = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'done'; doc: StudioDocument } | { step: 'failed'; message: string };

function DocumentUpload({ type, label, onFile }: { type: StudioDocumentType; label: string; onFile: boolean }) {
  const { t } = useTexts();
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // A new input after each attempt, so choosing the same file again starts again.
  const [attempt, setAttempt] = useState(0);

  const start = async (file: File | undefined) => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const doc = await uploadStudioDocument(
        file,
        type,
        (percent) => setState((s) => (s.step === 'uploading' ? { step: 'uploading', percent } : s)),
        controller.signal,
      );
      setState({ step: 'done', doc });
      toast.success(translate('studio:settings.docs.uploaded', { label: translate(`studio:settings.docs.${type}`), name: doc.originalName }));
    } catch (error) {
      setState(controller.signal.aborted ? { step: 'idle' } : { step: 'failed', message: getServerMessage(error) });
    } finally {
      abort.current = null;
      setAttempt((n) => n + 1);
    }
  };

  const status =
    state.step === 'done'
      ? t('settings.docs.uploadedName', { name: state.doc.originalName })
      : onFile
        ? t('settings.docs.onRecord')
        : t('settings.docs.notYet');
  return (
    <Item>
      <FileField
        key={attempt}
        label={label}
        accept={ACCEPT}
        hint={t('settings.docs.hint', { status })}
        error={state.step === 'failed' ? state.message : undefined}
        disabled={state.step === 'uploading'}
        progress={state.step === 'uploading' ? state.percent : null}
        onFiles={(files) => void start(files[0])}
      />
      {state.step === 'uploading' && (
        <Row>
          <span role="status">{t('settings.docs.uploading', { percent: Math.round(state.percent) })}</span>
          <Button size="sm" onClick={() => abort.current?.abort()}>
            {t('cancel')}
          </Button>
        </Row>
      )}
    </Item>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 520px;
`;

const Item = styled.div`
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
