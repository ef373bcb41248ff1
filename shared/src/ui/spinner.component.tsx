import styled, { keyframes } from 'styled-components';
import { useSharedTexts } from '../i18n';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

export function Spinner({ size = 24, label }: { size?: number; label?: string }) {
  const { t } = useSharedTexts();
  return <Ring role="status" aria-label={label ?? t('loading')} $size={size} />;
}
