import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle, Page } from '@platform/shared';
import { Banners } from '../banners/banners.component';
import { Greeting } from '../greeting/greeting.component';
import { PerformerList } from '../performers/performer-list.component';

export const HOME_PAGE_SIZE = 12;

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
    </Page>
  );
}

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;
