import { Button, FileField, UploadProgress, toast, useFileUpload, type Account } from '@platform/shared';
import type { PerformerDocument, PerformerDocumentType } from '@platform/shared/contract';
import styled from 'styled-components';
import { useTexts } from '../../i18n';
import { DOCUMENT_ACCEPT, documentFile } from '../common/file-rules';
import { asPerformer, uploadPerformerDocument } from './performer.resource';
import { Actions } from './settings-ui';

/** Her documents, in order (each one's name is documents.kinds.<type>). */
const KINDS: PerformerDocumentType[] = ['documentVerification', 'idVerification', 'releaseForm'];

function DocumentUpload({ type, onRecord }: { type: PerformerDocumentType; onRecord: boolean }) {
  const { t } = useTexts();
  const label = t(`documents.kinds.${type}`);
  const { state, attempt, start, fail, cancel } = useFileUpload<PerformerDocument>(
    (file, controls) => uploadPerformerDocument(type, file, controls),
    {
      done: (doc) => toast.success(t('documents.uploadedToast', { label, file: doc.originalName })),
      failed: (message) => toast.error(message),
    },
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const invalid = documentFile(file, {});
    if (invalid) fail(invalid);
    else void start(file);
  };

  const status =
    state.step === 'done' ? t('documents.uploaded', { file: state.value.originalName }) : onRecord ? t('documents.onRecord') : t('documents.notYet');

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
        onFiles={(files) => choose(files[0])}
      />
      {state.step === 'uploading' && (
        <>
          <UploadProgress percent={state.percent} label={t(`documents.uploadingKind.${type}`)} />
          <Actions>
            <Button size="sm" onClick={cancel}>
              {t('documents.cancel')}
            </Button>
          </Actions>
        </>
      )}
      {state.step === 'cancelled' && <p role="status">{t('documents.cancelled')}</p>}
      {state.step === 'done' && <p role="status">{t('documents.received', { label, file: state.value.originalName })}</p>}
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
