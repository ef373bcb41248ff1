import { translateMessage } from '../i18n';
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 9px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface FieldChromeProps {
  label?: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** Label, control, then the error (announced) or a hint. */
export function FieldShell({ id, label, error, hint, children }: FieldChromeProps & { id: string; children: ReactNode }) {
  return (
    <FieldWrap>
      {label && <Label htmlFor={id}>{label}</Label>}
      {children}
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {translateMessage(error)}
        </ErrorText>
      ) : (
        hint && <Hint id={`${id}-hint`}>{hint}</Hint>
      )}
    </FieldWrap>
  );
}

export const describedBy = (id: string, error?: string | null, hint?: ReactNode): string | undefined =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/**
 * A field's id (its own, else a generated one) and the props that tie its control to the label, the error and
 * the hint; spread them after the caller's props so they win.
 */
export function useFieldControl(id: string | undefined, error?: string | null, hint?: ReactNode) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return {
    fieldId,
    control: { id: fieldId, $invalid: !!error, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(fieldId, error, hint) },
  };
}
