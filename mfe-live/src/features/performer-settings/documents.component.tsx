import { Button, FileField, UploadProgress, getServerMessage, toast, type Account } from '@platform/shared';
import type { PerformerDocument, PerformerDocumentType } from '@platform/shared/contract';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTexts } from './texts';
import { DOCUMENT_ACCEPT, documentFile } from './file-rules';
import { asPerformer, uploadPerformerDocument } from './performer.resource';
import { Actions } from '@platform/shared/settings-kit';

/** Her documents, in order (each one's name is documents.kinds.<type>). */
const KINDS: PerformerDocumentType[] = ['documentVerification', 'idVerification', 'releaseForm'];

type State =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'done'; doc: PerformerDocument }
  | { step: 'cancelled' }
  | { step: 'failed'; message: string };

/** Settles the moment `controller` is aborted, whatever the transport does with the half-sent request. */
async function untilDoneOrAborted<T>(controller: AbortController, sending: Promise<T>): Promise<{ done: true; value: T } | { done: false }> {
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')), { once: true });
  });
  sending.catch(() => undefined);
  aborted.catch(() => undefined);
  try {
    return { done: true, value: await Promise.race([sending, aborted]) };
  } catch (e) {
    if (controller.signal.aborted) return { done: false };
    throw e;
  }
}

function DocumentUpload({ type, onRecord }: { type: PerformerDocumentType; onRecord: boolean }) {
  const { t } = useTexts();
  const label = t(`documents.kinds.${type}`);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  // Leaving the page stops an upload still running.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file) return;
    const invalid = documentFile(file);
    if (invalid) {
      setState({ step: 'failed', message: invalid });
      setAttempt((n) => n + 1);
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const outcome = await untilDoneOrAborted(
        controller,
        uploadPerformerDocument(type, file, {
          signal: controller.signal,
          onProgress: (percent) => !controller.signal.aborted && setState((s) => (s.step === 'uploading' ? { step: 'uploading', percent } : s)),
        }),
      );
      if (!outcome.done) {
        setState({ step: 'cancelled' });
        return;
      }
      setState({ step: 'done', doc: outcome.value });
      toast.success(t('documents.uploadedToast', { label, file: outcome.value.originalName }));
    } catch (error) {
      const message = getServerMessage(error);
      setState({ step: 'failed', message });
      toast.error(message);
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setAttempt((n) => n + 1);
    }
  };

  const status =
    state.step === 'done' ? t('documents.uploaded', { file: state.doc.originalName }) : onRecord ? t('documents.onRecord') : t('documents.notYet');

  return (
    <Item>
      <FileField
        key={attempt}
        label={label}
        name={type}
        accept={DOCUMENT_ACCEPT}
        hint={`${status} ${t('files.documentHint')}`}
        error={state.step === 'failed' ? state.message : undefined}
        disabled={state.step === 'uploading'}
        onFiles={(files) => void start(files[0])}
      />
      {state.step === 'uploading' && (
        <>
          <UploadProgress percent={state.percent} label={t(`documents.uploadingKind.${type}`)} />
          <Actions>
            <Button size="sm" onClick={() => controllerRef.current?.abort()}>
              {t('documents.cancel')}
            </Button>
          </Actions>
        </>
      )}
      {state.step === 'cancelled' && <p role="status">{t('documents.cancelled')}</p>}
      {state.step === 'done' && <p role="status">{t('documents.received', { label, file: state.doc.originalName })}</p>}
    </Item>
  );
}

/**
 * Her private documents: verification document and photo ID (POST /performers/documents/upload with `type`) and
 * her signed release form (POST /performers/release-form/upload). Each goes up at once, with progress and Cancel.
 */
export function PerformerDocuments({ account }: { account: Account }) {
  const p = asPerformer(account);
  const onRecord: Record<PerformerDocumentType, boolean> = {
    documentVerification: !!p.documentVerification,
    idVerification: !!p.idVerification,
    releaseForm: !!p.releaseForm,
  };
  return (
    <List>
      {KINDS.map((type) => (
        <DocumentUpload key={type} type={type} onRecord={onRecord[type]} />
      ))}
    </List>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Item = styled.div`
  min-width: 0;
  p[role='status'] {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
