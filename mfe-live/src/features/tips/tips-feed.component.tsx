import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatNumber } from '@platform/shared';
import { Muted, PanelList } from '../../common/panel-list';
import { useTexts } from '../../i18n';
import type { TipEntry } from './use-show-money';

/** The performer's live tips list, newest first. */
export function TipsFeed({ feed }: { feed: TipEntry[] }) {
  const { t } = useTexts();
  return (
    <section aria-label={t('tips.feed')}>
      <h2>{t('tips.feed')}</h2>
      {feed.length === 0 ? (
        <Muted>{t('tips.none')}</Muted>
      ) : (
        <List aria-label={t('tips.received')}>
          {feed.map((tip) => (
            <li key={tip.id}>
              <Trans
                t={t}
                i18nKey="tips.line"
                count={tip.token}
                values={{ name: tip.name, amount: formatNumber(tip.token) }}
                components={{ name: <strong />, amount: <strong /> }}
              />{' '}
              <time>{formatDate(tip.at, 'HH:mm:ss')}</time>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled(PanelList)`
  max-height: 200px;
  overflow-y: auto;
  li {
    padding: 4px 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;
