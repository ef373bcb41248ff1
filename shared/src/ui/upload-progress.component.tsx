import styled from 'styled-components';
import { useSharedTexts } from '../i18n';

const Wrap = styled.div`
  margin-bottom: 16px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ProgressTrack = styled.div`
  height: 8px;
  margin-top: 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`;

export const ProgressBar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s;
`;

/** Upload progress with its percentage: one bar for a whole multipart request (all files and fields travel together). */
export function UploadProgress({ percent, label: given }: { percent: number; label?: string }) {
  const { t } = useSharedTexts();
  const label = given ?? t('upload.uploading');
  const pct = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Wrap>
      <span>{t('upload.percent', { label, percent: pct })}</span>
      <ProgressTrack role="progressbar" aria-label={t('upload.progress', { label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <ProgressBar style={{ width: `${pct}%` }} />
      </ProgressTrack>
    </Wrap>
  );
}
