import styled from 'styled-components';
import { formatNumber, useSharedTexts } from '../i18n';
import { Button } from './button.component';
import { PHONE_MAX } from './responsive-table.component';

/** Previous / next over numbered pages with "Page x of y"; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const { t } = useSharedTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('pager.label')}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.page', { page: formatNumber(Math.min(page, pages)), pages: formatNumber(pages) })}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 12px;
  margin: 16px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: ${PHONE_MAX}) {
    gap: 8px;
    /* 44 px touch targets on a phone */
    button {
      min-height: 44px;
      min-width: 88px;
    }
  }
`;
