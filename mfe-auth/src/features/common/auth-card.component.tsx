import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Notice, PHONE, touchControls } from '@platform/shared/settings-kit';

const Panel = styled.section`
  width: 100%;
  max-width: 480px;
  margin: 32px auto;
  padding: 28px 28px 24px;
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
  /* Global styles belong to the shell; don't depend on them for the box model. */
  &,
  * {
    box-sizing: border-box;
  }
  p a {
    color: ${({ theme }) => theme.colors.primary};
  }
  overflow-wrap: anywhere;
  ${touchControls}
  ${PHONE} {
    margin: 12px auto;
    padding: 20px 16px;
  }
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Subtitle = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  margin-top: 18px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  ${PHONE} {
    /* links stacked one per line are easy to hit with a thumb */
    gap: 4px;
    a {
      display: inline-block;
      padding: 6px 0;
    }
  }
`;

interface Props {
  title: string;
  subtitle?: ReactNode;
  above?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame every auth screen sits in (the shell supplies the surrounding auth layout). */
export function AuthCard({ title, subtitle, above, footer, wide, children }: Props) {
  return (
    <Panel style={wide ? { maxWidth: 640 } : undefined} aria-labelledby="auth-card-title">
      {above}
      <Title id="auth-card-title">{title}</Title>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Panel>
  );
}

/** An auth card's footer back to the sign-in page of `role`: "<lead> <label as a link>". */
export function SignInFooter({ role, lead, label }: { role: string; lead: string; label: string }) {
  return (
    <span>
      {lead} <Link to={`/auth/login/${role}`}>{label}</Link>
    </span>
  );
}

/** A Notice announced as a status, led by its title in bold. */
export function StatusNotice({ tone, title, children }: { tone: 'success' | 'info'; title: string; children: ReactNode }) {
  return (
    <Notice $tone={tone} role="status">
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </Notice>
  );
}
