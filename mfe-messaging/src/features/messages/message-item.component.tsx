import styled from 'styled-components';
import { Button, formatDate, OWN_DELETED_TEXT, ReportButton } from '@platform/shared';
import type { Message } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ConfirmButtons } from './confirm-buttons.component';
import { useConfirmStep } from './use-confirm-step';
import { downloadUrl, formatBytes } from './format-bytes';

/** One message: text, an inline photo (click: the full image) or a file to download; my own can be deleted after a confirm. */
export function MessageItem({
  message: m,
  mine,
  onOpenImage,
  onDelete,
}: {
  message: Message;
  mine: boolean;
  onOpenImage: (src: string, alt: string) => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const { t } = useTexts();
  const { step, setStep, error, run } = useConfirmStep<'deleting', 'idle'>();
  const deletable = mine && !m.isDeleted && m.type !== 'notify';
  const image = m.type === 'photo' && !m.isDeleted ? (m.imageUrl ?? m.file?.url) : undefined;
  const file = m.type === 'file' && !m.isDeleted ? m.file : undefined;
  const caption = m.text?.trim();
  const photoName = m.file?.name || t('message.photo');
  // The app's own 'Message deleted' is shown in the interface language; another deleted text as it came.
  const deletedText = !m.text || m.text === OWN_DELETED_TEXT ? t('message.deleted') : m.text;

  const remove = () => run('deleting', 'idle', () => onDelete(m._id));

  return (
    <Row $mine={mine} data-message-id={m._id}>
      <Bubble $mine={mine} $deleted={m.isDeleted}>
        {image && (
          <ImageButton
            type="button"
            onClick={() => onOpenImage(image, photoName)}
            aria-label={m.file?.name ? t('message.open', { name: m.file.name }) : t('message.openPhoto')}
          >
            <Thumb src={m.file?.thumbnailUrl || image} alt={photoName} loading="lazy" />
          </ImageButton>
        )}
        {file && (
          <FileLink href={downloadUrl(file.url)} download={file.name}>
            <span aria-hidden="true">📎</span> {file.name} <Size>{t('message.size', { size: formatBytes(file.size) })}</Size>
          </FileLink>
        )}
        {(caption || (!image && !file)) && <Text>{m.isDeleted ? deletedText : m.text}</Text>}
        <Meta>
          <time dateTime={m.createdAt}>{formatDate(m.createdAt, 'DD/MM HH:mm')}</time>
          {deletable && step === 'idle' && (
            <Button variant="link" size="sm" onClick={() => setStep('confirm')} aria-label={t('message.deleteLabel')}>
              {t('message.delete')}
            </Button>
          )}
          {!mine && !m.isDeleted && m.type !== 'notify' && <ReportButton targetType="message" targetId={m._id} />}
        </Meta>
        {deletable && step !== 'idle' && (
          <Confirm role="group" aria-label={t('message.confirmLabel')}>
            <span>{t('message.confirm')}</span>
            <ConfirmButtons texts="message" busy={step === 'deleting'} onYes={() => void remove()} onCancel={() => setStep('idle')} />
          </Confirm>
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Bubble>
    </Row>
  );
}

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  list-style: none;
  margin: 6px 0;
  min-width: 0;
`;

const Bubble = styled.div<{ $mine: boolean; $deleted: boolean }>`
  max-width: min(80%, 520px);
  min-width: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ $deleted, theme }) => ($deleted ? theme.colors.textMuted : theme.colors.text)};
  font-style: ${({ $deleted }) => ($deleted ? 'italic' : 'normal')};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const ImageButton = styled.button`
  display: block;
  padding: 0;
  margin: 0 0 4px;
  border: 0;
  background: none;
  cursor: zoom-in;
  max-width: 100%;
`;

const Thumb = styled.img`
  display: block;
  max-width: 100%;
  max-height: 240px;
  border-radius: ${({ theme }) => theme.radius.sm};
  object-fit: cover;
`;

const FileLink = styled.a`
  display: inline-block;
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 2px;
  font-size: 11px;
  font-style: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: normal;
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
