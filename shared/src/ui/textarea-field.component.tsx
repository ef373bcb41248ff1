import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, useFieldControl, controlStyles, type FieldChromeProps } from './field-shell.component';

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  font: inherit;
  resize: vertical;
`;

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldChromeProps;

/** The multi-line sibling of TextField: same label, hint and error line. */
export function TextAreaField({ label, error, hint, id, rows = 4, ...area }: TextAreaFieldProps) {
  const { fieldId, control } = useFieldControl(id, error, hint);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <TextArea rows={rows} {...area} {...control} />
    </FieldShell>
  );
}
