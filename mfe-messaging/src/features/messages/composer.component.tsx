import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, getServerMessage, PHONE_MAX, UploadProgress, type UploadOptions } from '@platform/shared';
import { useTexts } from '../../i18n';

/** The English notice after Cancel (the screen shows it in the interface language). */
export const UPLOAD_CANCELLED = 'The upload was cancelled.';

/**
 * The message box: Enter sends, Shift+Enter starts a new line, Send is disabled while empty; a refusal is
 * shown with the server's words and the text stays. Attach sends one file with its progress and a Cancel.
 */
export function Composer({
  onSend,
  onAttach,
}: {
  onSend: (text: string) => Promise<void>;
  onAttach: (file: File, options: UploadOptions) => Promise<void>;
}) {
  const { t } = useTexts();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // Leaving the conversation aborts an upload still running.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const empty = text.trim() === '';

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (e) {
      setError(getServerMessage(e));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setCancelled(false);
    setProgress(0);
    // Settles the moment Cancel is pressed, whatever the transport still does with the half-sent request.
    const aborted = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')), { once: true }),
    );
    const sending = onAttach(file, { signal: controller.signal, onProgress: (p) => !controller.signal.aborted && setProgress(p) });
    sending.catch(() => undefined);
    aborted.catch(() => undefined);
    try {
      await Promise.race([sending, aborted]);
    } catch (e) {
      if (controller.signal.aborted) setCancelled(true);
      else setError(getServerMessage(e));
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setProgress(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <Form onSubmit={onSubmit} aria-label={t('composer.label')}>
      {progress !== null && (
        <Upload>
          <UploadProgress percent={progress} label={t('composer.sendingFile')} />
          <Button size="sm" type="button" onClick={() => controllerRef.current?.abort()}>
            {t('composer.cancelUpload')}
          </Button>
        </Upload>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {cancelled && <Notice role="status">{t('composer.cancelled')}</Notice>}
      <Row>
        <AttachLabel aria-disabled={progress !== null}>
          <span aria-hidden="true">📎</span>
          <VisuallyHidden>{t('composer.attach')}</VisuallyHidden>
          <HiddenInput
            ref={fileRef}
            type="file"
            aria-label={t('composer.attach')}
            disabled={progress !== null}
            onChange={(e) => void attach(e.target.files?.[0])}
          />
        </AttachLabel>
        <Area
          aria-label={t('composer.message')}
          placeholder={t('composer.placeholder')}
          rows={1}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" disabled={empty || sending} busy={sending}>
          {t('composer.send')}
        </Button>
      </Row>
    </Form>
  );
}

const PHONE = `@media (max-width: ${PHONE_MAX})`;

const Form = styled.form`
  flex: none;
  padding: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.white};
  ${PHONE} {
    /* above the home indicator of a phone without a button */
    padding-bottom: max(8px, env(safe-area-inset-bottom));
    /* the send button is a 44 px touch target */
    button[type='submit'] {
      min-height: 44px;
    }
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  min-width: 0;
`;

const Area = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: 140px;
  box-sizing: border-box;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  /* 16 px: a phone does not zoom the page when the box takes the focus */
  font-size: max(16px, 1em);
  resize: none;
  field-sizing: content;
`;

const AttachLabel = styled.label`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: 50%;
  cursor: pointer;
  font-size: 18px;
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  opacity: 0;
  width: 100%;
  height: 100%;
  cursor: inherit;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Upload = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  > :first-child {
    flex: 1;
    margin-bottom: 0;
  }
`;

const ErrorText = styled.p`
  margin: 0 0 6px;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Notice = styled.p`
  margin: 0 0 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
