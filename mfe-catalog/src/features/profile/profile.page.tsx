import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  ageFromBirthDate,
  avatarOrDefault,
  PHONE_MAX,
  EmptyState,
  ErrorState,
  getServerMessage,
  isApiError,
  LoadingState,
  MessageButton,
  Page,
  PageTitle,
  PlatformLink,
  ReportButton,
  WeeklyHours,
} from '@platform/shared';
import type { PerformerDetails } from '@platform/shared/contract';
import { isLive, performerName } from '../performers/performer-card.component';
import { useTexts } from '../../i18n';
import { FavouriteButton } from './favourite-button.component';
import { NotifyMeButton } from '../live-push/notify-me-button.component';
import { ProfileContent } from './profile-content.component';
import { performerDetailsQuery } from './profile.resource';
import { useProfileView } from './use-profile-view';

const notFound = (error: unknown) => isApiError(error) && error.statusCode === 404;

/**
 * /profile/:username. Her details come first (the other requests need her id); then her products, videos,
 * galleries and related performers are asked at once, each its own query with its own states.
 */
export function ProfilePage() {
  const { t } = useTexts();
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
          <EmptyState title={t('profile.notFound')} action={<Link to="/performers">{t('performers.all')}</Link>} />
        ) : (
          <ErrorState message={getServerMessage(details.error)} onRetry={() => void details.refetch()} />
        )
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}

const STATUSES = ['public', 'private', 'group', 'offline'] as const;
const GENDERS = ['female', 'transgender', 'male'];

function Profile({ performer: p }: { performer: PerformerDetails }) {
  const { t } = useTexts();
  const name = performerName(p);
  const age = ageFromBirthDate(p.dateOfBirth);
  const status = (STATUSES as readonly string[]).includes(p.streamingStatus) ? p.streamingStatus : 'offline';
  // [key of its label, value]
  const facts: Array<[string, string | number | undefined]> = [
    ['age', age > 0 ? age : undefined],
    ['gender', p.gender && GENDERS.includes(p.gender) ? t(`performers.filters.genders.${p.gender}`) : p.gender],
    ['country', p.country],
    ['city', p.city],
    ['languages', p.languages?.join(', ')],
    ['height', p.height],
    ['weight', p.weight],
    ['eyes', p.eyes],
    ['hair', p.hair],
    ['ethnicity', p.ethnicity],
  ];
  return (
    <Layout>
      <Side>
        <BigAvatar src={avatarOrDefault(p.avatar, 'performer')} alt={t('performers.card.avatarAlt', { name })} />
        <Status $live={isLive(p)}>{t(`profile.status.${status}`)}</Status>
        {/* Offline, her room is empty: what a member can do now is keep her or write to her. */}
        {status === 'offline' ? (
          <>
            <Hint>{t('profile.offlineHint')}</Hint>
            <FavouriteButton performer={p} primary />
            <NotifyMeButton performerId={p._id} name={name} />
          </>
        ) : (
          <>
            <WatchLink to={`/live/${encodeURIComponent(p.username)}`}>{t('profile.watchLive')}</WatchLink>
            <FavouriteButton performer={p} primary={false} />
          </>
        )}
        <MessageButton performerId={p._id} name={name} />
        <ReportButton targetType="performer" targetId={p._id} what={name} />
      </Side>
      <div>
        <PageTitle>{name}</PageTitle>
        {p.streamingTitle && <p>{p.streamingTitle}</p>}
        <Section aria-labelledby="about">
          <h2 id="about">{t('profile.about')}</h2>
          <p>{p.bio || p.aboutMe || t('profile.noBio')}</p>
          <Facts>
            {facts
              .filter(([, v]) => v !== undefined && v !== '')
              .map(([label, v]) => (
                <div key={label}>
                  <dt>{t(`profile.facts.${label}`)}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </Facts>
        </Section>
        <Section aria-labelledby="categories">
          <h2 id="categories">{t('profile.categories')}</h2>
          {p.categories?.length ? (
            <Tags>
              {p.categories.map((c) => (
                <li key={c._id}>{c.name}</li>
              ))}
            </Tags>
          ) : (
            <p>{t('profile.noCategories')}</p>
          )}
        </Section>
        <Section aria-labelledby="prices">
          <h2 id="prices">{t('profile.prices')}</h2>
          <Facts>
            <div>
              <dt>{t('performers.card.show.private')}</dt>
              <dd>{t('profile.perMinute', { tokens: t('shared:tokens', { count: p.privateCallPrice ?? 0 }) })}</dd>
            </div>
            <div>
              <dt>{t('performers.card.show.group')}</dt>
              <dd>{t('profile.perMinute', { tokens: t('shared:tokens', { count: p.groupCallPrice ?? 0 }) })}</dd>
            </div>
          </Facts>
        </Section>
        <Section aria-labelledby="schedule">
          <h2 id="schedule">{t('profile.schedule')}</h2>
          <WeeklyHours schedule={p.schedule} />
        </Section>
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 280px) minmax(0, 1fr);
  gap: 24px;
  overflow-wrap: anywhere;
  @media (max-width: 700px) {
    grid-template-columns: minmax(0, 1fr);
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
  /* a phone: her picture does not take the whole first screen */
  @media (max-width: ${PHONE_MAX}) {
    max-width: 240px;
    align-self: center;
  }
`;

const Status = styled.span<{ $live: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$live ? p.theme.colors.primary : p.theme.colors.textMuted)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WatchLink = styled(PlatformLink)`
  display: inline-block;
  text-align: center;
  padding: 8px 16px;
  min-height: 44px;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;
  font-weight: 600;
`;

const Section = styled.section`
  margin: 16px 0;
  h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(160px, 100%), 1fr));
  gap: 8px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
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
    background: ${({ theme }) => theme.colors.surface};
  }
`;
