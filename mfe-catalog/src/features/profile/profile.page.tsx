import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  ageFromBirthDate,
  avatarOrDefault,
  BRAND_COLORS,
  EmptyState,
  ErrorState,
  getServerMessage,
  isApiError,
  LoadingState,
  MessageButton,
  Page,
  PageTitle,
  PlatformLink,
  WeeklyHours,
} from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { isLive, performerName } from '../performers/performer-card.component';
import { ProfileContent } from './profile-content.component';
import { performerDetailsQuery } from './profile.resource';
import { useProfileView } from './use-profile-view';

const notFound = (error: unknown) => isApiError(error) && error.statusCode === 404;

/**
 * /profile/:username. Her details come first (the other requests need her id); then her products, videos,
 * galleries and related performers are asked at once, each its own query with its own states.
 */
export function ProfilePage() {
  const { username = '' } = useParams();
  const details = useQuery(performerDetailsQuery(username));
  useProfileView(details.data?._id);
  return (
    <Page>
      {details.data ? (
        <>
          <Profile performer={details.data} />
          <ProfileContent performer={details.data} />
        </>
      ) : details.isError ? (
        notFound(details.error) ? (
          <EmptyState title="Performer not found" action={<Link to="/performers">All performers</Link>} />
        ) : (
          <ErrorState message={getServerMessage(details.error)} onRetry={() => void details.refetch()} />
        )
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}

const STATUS_TEXT = { public: 'Live now', private: 'In a private show', group: 'In a group show', offline: 'Offline' };

function Profile({ performer: p }: { performer: PerformerDetails }) {
  const name = performerName(p);
  const age = ageFromBirthDate(p.dateOfBirth);
  const facts: Array<[string, string | number | undefined]> = [
    ['Age', age > 0 ? age : undefined],
    ['Gender', p.gender],
    ['Country', [p.city, p.country].filter(Boolean).join(', ')],
    ['Languages', p.languages?.join(', ')],
    ['Height', p.height],
    ['Weight', p.weight],
    ['Eyes', p.eyes],
    ['Hair', p.hair],
    ['Ethnicity', p.ethnicity],
  ];
  return (
    <Layout>
      <Side>
        <BigAvatar src={avatarOrDefault(p.avatar, 'performer')} alt={`${name} avatar`} />
        <Status $live={isLive(p)}>{STATUS_TEXT[p.streamingStatus] ?? STATUS_TEXT.offline}</Status>
        <WatchLink to={`/live/${encodeURIComponent(p.username)}`}>Watch live</WatchLink>
        <MessageButton performerId={p._id} name={name} />
      </Side>
      <div>
        <PageTitle>{name}</PageTitle>
        {p.streamingTitle && <p>{p.streamingTitle}</p>}
        <Section aria-labelledby="about">
          <h3 id="about">About</h3>
          <p>{p.bio || p.aboutMe || 'No bio yet'}</p>
          <Facts>
            {facts
              .filter(([, v]) => v !== undefined && v !== '')
              .map(([label, v]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </Facts>
        </Section>
        <Section aria-labelledby="categories">
          <h3 id="categories">Categories</h3>
          {p.categories?.length ? (
            <Tags>
              {p.categories.map((c) => (
                <li key={c._id}>{c.name}</li>
              ))}
            </Tags>
          ) : (
            <p>No categories</p>
          )}
        </Section>
        <Section aria-labelledby="prices">
          <h3 id="prices">Prices</h3>
          <Facts>
            <div>
              <dt>Private show</dt>
              <dd>{p.privateCallPrice} tokens/min</dd>
            </div>
            <div>
              <dt>Group show</dt>
              <dd>{p.groupCallPrice} tokens/min</dd>
            </div>
          </Facts>
        </Section>
        <Section aria-labelledby="schedule">
          <h3 id="schedule">Schedule</h3>
          <WeeklyHours schedule={p.schedule} />
        </Section>
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 280px) 1fr;
  gap: 24px;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const BigAvatar = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 8px;
`;

const Status = styled.span<{ $live: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$live ? BRAND_COLORS.primary : '#666')};
`;

const WatchLink = styled(PlatformLink)`
  display: inline-block;
  text-align: center;
  padding: 8px 16px;
  border-radius: 4px;
  background: ${BRAND_COLORS.primary};
  color: ${BRAND_COLORS.white};
  text-decoration: none;
  font-weight: 600;
`;

const Section = styled.section`
  margin: 16px 0;
  h3 {
    margin: 0 0 8px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  margin: 0;
  dt {
    color: #666;
    font-size: 13px;
  }
  dd {
    margin: 0;
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: 12px;
    background: #f3f3f3;
  }
`;
