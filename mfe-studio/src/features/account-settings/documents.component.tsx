import { useRef, useState } from 'react';
import styled from 'styled-components';
import { api, Button, FileField, getServerMessage, payload, toast } from '@platform/shared';
import type { Studio, StudioDocument, StudioDocumentType } from '@platform/shared/contract';

const KINDS: Array<{ type: StudioDocumentType; label: string; onFile: (s: Studio) => boolean }> = [
  { type: 'documentVerification', label: 'Company registration document', onFile: (s) => !!s.documentVerificationFile },
  { type: 'idVerification', label: 'ID of the studio owner', onFile: (s) => !!s.idVerificationFile },
];

/** What the API accepts (an image or a PDF); its size limit is told by the server (413). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** POST /studio/documents/upload (multipart `file`, field `type`): stored privately, so no link back. */
export async function uploadStudioDocument(file: File, type: StudioDocumentType, onProgress: (p: number) => void, signal?: AbortSignal) {
  return payload(await api.upload<StudioDocument>('/studio/documents/upload', { file }, { type }, { onProgress, signal }));
}

/** The verification documents: one upload each, with a progress bar and Cancel. */
export function Documents({ studio }: { studio: Studio }) {
  return (
    <List>
      {KINDS.map((k) => (
        <DocumentUpload key={k.type} type={k.type} label={k.label} onFile={k.onFile(studio)} />
      ))}
    </List>
  );
}

type State = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'done'; doc: StudioDocument } | { step: 'failed'; message: string };

function DocumentUpload({ type, label, onFile }: { type: StudioDocumentType; label: string; onFile: boolean }) {
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
      toast.success(`${label}: ${doc.originalName} uploaded`);
    } catch (error) {
      setState(controller.signal.aborted ? { step: 'idle' } : { step: 'failed', message: getServerMessage(error) });
    } finally {
      abort.current = null;
      setAttempt((n) => n + 1);
    }
  };

  const status =
    state.step === 'done' ? `Uploaded: ${state.doc.originalName}` : onFile ? 'A file is on record; uploading replaces it.' : 'Not uploaded yet.';
  return (
    <Item>
      <FileField
        key={attempt}
        label={label}
        accept={ACCEPT}
        hint={`${status} An image (PNG, JPEG, GIF, WebP) or a PDF.`}
        error={state.step === 'failed' ? state.message : undefined}
        disabled={state.step === 'uploading'}
        progress={state.step === 'uploading' ? state.percent : null}
        onFiles={(files) => void start(files[0])}
      />
      {state.step === 'uploading' && (
        <Row>
          <span role="status">Uploading… {Math.round(state.percent)}%</span>
          <Button size="sm" onClick={() => abort.current?.abort()}>
            Cancel
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
