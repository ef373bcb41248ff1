import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, useFieldControl, controlStyles, type FieldChromeProps } from './field-shell.component';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldChromeProps;

export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const { fieldId, control } = useFieldControl(id, error, hint);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <Input type="text" {...input} {...control} />
    </FieldShell>
  );
}
