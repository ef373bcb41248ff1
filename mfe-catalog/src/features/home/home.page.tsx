import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, Page } from '@platform/shared';
import { Banners } from '../banners/banners.component';
import { Greeting } from '../greeting/greeting.component';
import { PerformerList } from '../performers/performer-list.component';
import { NewVideosRail, PopularGalleriesRail } from './content-rail.component';

export const HOME_PAGE_SIZE = 12;

/** Home: greeting, banners, the performers (live first), then the newest videos and the most viewed galleries. */
export function HomePage() {
  return (
    <Page>
      <Greeting />
      <Banners />
      <Header>
        <PageTitle>Performers</PageTitle>
        <Link to="/performers">All performers</Link>
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
`;
