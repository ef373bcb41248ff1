import styled from 'styled-components';
import { bus, ErrorState, getServerMessage, PageTitle, Spinner, useBusState, Page, SignInPrompt, useAsync } from '@platform/shared';
import type { PerformerSelf, StreamingStatus } from '@platform/shared/contract';
import { getOwnProfile } from './broadcast.resource';
import { CameraPreview } from './camera-preview.component';
import { StreamingTitleForm } from './streaming-title.component';

export const STATUS_TEXT: Record<StreamingStatus, string> = {
  public: 'Live — public show',
  private: 'Live — private show',
  group: 'Live — group show',
  offline: 'Offline',
};

/** /live: the performer's broadcast page. Other visitors are told who it is for. */
export function BroadcastPage() {
  const auth = useBusState(bus.auth);
  if (auth.status !== 'signed-in' || auth.role !== 'performer') {
    return (
      <Page>
        <PageTitle>Broadcast</PageTitle>
        <SignInPrompt needed="performer" current={auth.status === 'signed-in' ? auth.role : undefined} what="Broadcasting" />
      </Page>
    );
  }
  return <PerformerBroadcast />;
}

function PerformerBroadcast() {
  const profile = useAsync(getOwnProfile, []);
  return (
    <Page>
      <PageTitle>Broadcast</PageTitle>
      <Layout>
        <CameraPreview />
        <aside aria-label="Stream settings">
          {profile.status === 'loading' && <Spinner label="Loading your profile" />}
          {profile.status === 'error' && (
            <ErrorState message={getServerMessage(profile.error)} onRetry={profile.reload} />
          )}
          {profile.status === 'success' && <StreamSettings performer={profile.data} />}
        </aside>
      </Layout>
    </Page>
  );
}

function StreamSettings({ performer }: { performer: PerformerSelf }) {
  const status = performer.streamingStatus ?? 'offline';
  return (
    <>
      <p>
        Status: <Status $live={status !== 'offline'}>{STATUS_TEXT[status]}</Status>
      </p>
      {!performer.verified && (
        <Note role="note">Your account is not verified yet. You can broadcast once it has been verified.</Note>
      )}
      <StreamingTitleForm initial={performer.streamingTitle ?? ''} />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  gap: 24px;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const Status = styled.strong<{ $live: boolean }>`
  color: ${(p) => (p.$live ? '#ff0066' : '#6b6b78')};
`;

const Note = styled.p`
  padding: 8px 12px;
  border-radius: 8px;
  background: #fff8e6;
`;
