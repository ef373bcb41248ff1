import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ProgressBar, ProgressTrack } from './upload-progress.component';
import { FieldShell, useFieldControl, controlStyles, type FieldChromeProps } from './field-shell.component';
import { useSharedTexts } from '../i18n';

const FileInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding: 7px 10px;
`;

export type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> &
  FieldChromeProps & {
    onFiles?(files: File[]): void;
    /** Upload progress 0–100; the bar shows while it is a number. */
    progress?: number | null;
  };

export function FileField({ label, error, hint, id, onFiles, progress, ...input }: FileFieldProps) {
  const { fieldId, control } = useFieldControl(id, error, hint);
  const { t } = useSharedTexts();
  const pct = typeof progress === 'number' ? Math.max(0, Math.min(100, Math.round(progress))) : null;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <FileInput {...input} type="file" {...control} onChange={(e) => onFiles?.(Array.from(e.target.files ?? []))} />
      {pct !== null && (
        <ProgressTrack role="progressbar" aria-label={t('upload.uploadProgress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
          <ProgressBar style={{ width: `${pct}%` }} />
        </ProgressTrack>
      )}
    </FieldShell>
  );
}
