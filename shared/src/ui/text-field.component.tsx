import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldShell, controlStyles, describedBy, type FieldChromeProps } from './field-shell.component';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldChromeProps;

export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <Input
        id={fieldId}
        type="text"
        {...input}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
      />
    </FieldShell>
  );
}
