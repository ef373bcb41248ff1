import type { FormHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  width: 100%;
`;

const FormError = styled.div`
  margin-bottom: 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
`;

/** A form without browser validation (our own messages are shown), with a slot for the server's message. */
export function Form({ error, children, ...rest }: FormHTMLAttributes<HTMLFormElement> & { error?: string | null; children: ReactNode }) {
  return (
    <StyledForm noValidate {...rest}>
      {error && <FormError role="alert">{error}</FormError>}
      {children}
    </StyledForm>
  );
}
