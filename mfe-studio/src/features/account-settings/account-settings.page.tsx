import { useState } from 'react';
import styled from 'styled-components';
import { bus, ErrorState, getServerMessage, LoadingState, useAsync } from '@platform/shared';
import type { Studio } from '@platform/shared/contract';
import { getStudioProfile } from './studio.resource';
import { Figures } from '../../common/figures.component';
import { StudioPage } from '../../common/studio-page.component';
import { Documents } from './documents.component';
import { StudioProfileForm } from './studio-profile-form.component';

export function AccountSettingsPage() {
  return (
    <StudioPage title="Account settings">
      <Settings />
    </StudioPage>
  );
}

function Settings() {
  const profile = useAsync(getStudioProfile, []);
  // The figures on screen follow the last save; until then, what GET /studio/me answered.
  const [saved, setSaved] = useState<Studio | null>(null);

  if (profile.status === 'loading') return <LoadingState />;
  if (profile.status === 'error') return <ErrorState message={getServerMessage(profile.error)} onRetry={profile.reload} />;
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
      <h2>Profile</h2>
      <FormColumn>
        <StudioProfileForm studio={studio} onSaved={onSaved} />
      </FormColumn>
      <h2>Verification documents</h2>
      <Documents studio={studio} />
    </>
  );
}

function Summary({ studio }: { studio: Studio }) {
  const figures: Array<[string, string | number]> = [
    ['Name', studio.name],
    ['E-mail', studio.email],
    ['Balance', `${studio.balance ?? 0} tokens`],
    ['Performers', studio.stats?.totalPerformer ?? 0],
    ['Online now', studio.stats?.totalOnlinePerformer ?? 0],
    ['Tokens earned', studio.stats?.totalTokenEarned ?? 0],
  ];
  return <Figures items={figures} />;
}

const FormColumn = styled.div`
  max-width: 520px;
`;
