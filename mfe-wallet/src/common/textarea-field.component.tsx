import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Label } from '@platform/shared';

/** A labelled multi-line field with the error under it (the kit has single-line fields only). */
export function TextAreaField({ label, error, id, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Wrap>
      <Label htmlFor={fieldId}>{label}</Label>
      <Area
        id={fieldId}
        rows={4}
        {...rest}
        $invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error && (
        <ErrorText id={`${fieldId}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  padding: 9px 12px;
  font: inherit;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  resize: vertical;
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
