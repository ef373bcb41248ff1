import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, Page, PHONE_MAX } from '@platform/shared';
import { useTexts } from '../../i18n';
import { Banners } from '../banners/banners.component';
import { Greeting } from '../greeting/greeting.component';
import { PerformerList } from '../performers/performer-list.component';
import { NewVideosRail, PopularGalleriesRail } from './content-rail.component';

export const HOME_PAGE_SIZE = 12;

/**
 * Home: greeting, banners, the performers (live first), then the newest videos and the most viewed galleries. On a
 * phone the banners are one short row, so the first performers show on the first screen.
 */
export function HomePage() {
  const { t } = useTexts();
  return (
    <Page>
      <Greeting />
      <Banners />
      <Header>
        <PageTitle>{t('performers.title')}</PageTitle>
        <Link to="/performers">{t('performers.all')}</Link>
      </Header>
      <PerformerList pageSize={HOME_PAGE_SIZE} />
      <NewVideosRail />
      <PopularGalleriesRail />
    </Page>
  );
}

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  @media (max-width: ${PHONE_MAX}) {
    align-items: center;
    > div {
      margin: 4px 0;
    }
    > a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;
