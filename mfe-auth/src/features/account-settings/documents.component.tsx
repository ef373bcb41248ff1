import { Button, FileField, UploadProgress, getServerMessage, toast, type Account } from '@platform/shared';
import type { PerformerDocument, PerformerDocumentType } from '@platform/shared/contract';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_ACCEPT, DOCUMENT_HINT, documentFile } from '../common/file-rules';
import { asPerformer, uploadPerformerDocument } from './performer.resource';
import { Actions } from './settings-ui';

export const UPLOAD_CANCELLED = 'The upload was cancelled.';

const KINDS: Array<{ type: PerformerDocumentType; label: string }> = [
  { type: 'documentVerification', label: 'Verification document' },
  { type: 'idVerification', label: 'Photo ID' },
  { type: 'releaseForm', label: 'Release form' },
];

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

function DocumentUpload({ type, label, onRecord }: { type: PerformerDocumentType; label: string; onRecord: boolean }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  // Leaving the page stops an upload still running.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (file: File | undefined) => {
    if (!file) return;
    const invalid = documentFile(file, {});
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
      toast.success(`${label}: ${outcome.value.originalName} uploaded.`);
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
    state.step === 'done' ? `Uploaded: ${state.doc.originalName}` : onRecord ? 'A file is on record; uploading replaces it.' : 'Not uploaded yet.';

  return (
    <Item>
      <FileField
        key={attempt}
        label={label}
        name={type}
        accept={DOCUMENT_ACCEPT}
        hint={`${status} ${DOCUMENT_HINT}`}
        error={state.step === 'failed' ? state.message : undefined}
        disabled={state.step === 'uploading'}
        onFiles={(files) => void start(files[0])}
      />
      {state.step === 'uploading' && (
        <>
          <UploadProgress percent={state.percent} label={`Uploading ${label.toLowerCase()}`} />
          <Actions>
            <Button size="sm" onClick={() => controllerRef.current?.abort()}>
              Cancel upload
            </Button>
          </Actions>
        </>
      )}
      {state.step === 'cancelled' && <p role="status">{UPLOAD_CANCELLED}</p>}
      {state.step === 'done' && <p role="status">{`${label} received: ${state.doc.originalName}.`}</p>}
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
      {KINDS.map((k) => (
        <DocumentUpload key={k.type} type={k.type} label={k.label} onRecord={onRecord[k.type]} />
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
