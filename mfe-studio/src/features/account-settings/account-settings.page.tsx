import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { bus, LoadingState, QueryError } from '@platform/shared';
import type { Studio } from '@platform/shared/contract';
import { getStudioProfile } from './studio.resource';
import { Figures } from '../../common/figures.component';
import { tokens } from '../../common/format';
import { studioScreen } from '../../common/studio-page.component';
import { Documents } from './documents.component';
import { StudioProfileForm } from './studio-profile-form.component';
import { useTexts } from '../../i18n';

export const AccountSettingsPage = studioScreen('settings.title', Settings);

function Settings() {
  const { t } = useTexts();
  const profile = useQuery({ queryKey: ['studio', 'profile'], queryFn: getStudioProfile });
  // The figures on screen follow the last save; until then, what GET /studio/me answered.
  const [saved, setSaved] = useState<Studio | null>(null);

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <QueryError query={profile} />;
  const studio = saved ?? profile.data;

  const onSaved = (next: Studio) => {
    setSaved(next);
    // The header and other remotes show the studio's name and balance from the bus.
    bus.auth.set({ status: 'signed-in', role: 'studio', user: next });
    bus.balance.set(next.balance);
  };

  return (
    <>
      <Summary studio={studio} />
      <h2>{t('settings.profile')}</h2>
      <FormColumn>
        <StudioProfileForm studio={studio} onSaved={onSaved} />
      </FormColumn>
      <h2>{t('settings.documents')}</h2>
      <Documents studio={studio} />
    </>
  );
}

function Summary({ studio }: { studio: Studio }) {
  const { t } = useTexts();
  const figures: Array<[string, string | number]> = [
    [t('settings.name'), studio.name],
    [t('settings.email'), studio.email],
    [t('settings.balance'), tokens(studio.balance)],
    [t('settings.performers'), studio.stats?.totalPerformer ?? 0],
    [t('settings.onlineNow'), studio.stats?.totalOnlinePerformer ?? 0],
    [t('settings.tokensEarned'), studio.stats?.totalTokenEarned ?? 0],
  ];
  return <Figures items={figures} />;
}

const FormColumn = styled.div`
  max-width: 520px;
`;
