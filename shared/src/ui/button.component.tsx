import type { ButtonHTMLAttributes } from 'react';
import { useSharedTexts } from '../i18n';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner.component';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks clicks while an action runs. */
  busy?: boolean;
  block?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const Base = styled.button<{ $variant: ButtonVariant; $block: boolean; $size: 'sm' | 'md' | 'lg' }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: ${({ $size }) => ($size === 'sm' ? '4px 12px' : $size === 'lg' ? '12px 24px' : '8px 18px')};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.15s,
    border-color 0.15s,
    color 0.15s;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.white};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.error};
          color: ${theme.colors.white};
        `;
      case 'link':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          padding-left: 0;
          padding-right: 0;
        `;
      default:
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.primary};
            color: ${theme.colors.primary};
          }
        `;
    }
  }}
`;

export function Button({ variant = 'default', busy = false, block = false, size = 'md', disabled, children, type = 'button', ...rest }: ButtonProps) {
  const { t } = useSharedTexts();
  return (
    <Base {...rest} type={type} $variant={variant} $block={block} $size={size} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <Spinner size={14} label={t('working')} />}
      {children}
    </Base>
  );
}
