import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, controlStyles, describedBy, type FieldChromeProps } from './field-shell.component';

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  font: inherit;
  resize: vertical;
`;

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldChromeProps;

/** The multi-line sibling of TextField: same label, hint and error line. */
export function TextAreaField({ label, error, hint, id, rows = 4, ...area }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <TextArea
        id={fieldId}
        rows={rows}
        {...area}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldShell>
  );
}
