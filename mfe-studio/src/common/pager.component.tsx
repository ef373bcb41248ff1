import styled from 'styled-components';
import { Button, formatNumber, PHONE_MAX } from '@platform/shared';
import { useTexts } from '../i18n';

/** Previous / next with "Page x of y"; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const { t } = useTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('pager.label')}>
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.page', { page: formatNumber(page), pages: formatNumber(pages) })}</span>
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
    /* 44 px touch targets on a phone */
    button {
      min-height: 44px;
      min-width: 88px;
    }
  }
`;
