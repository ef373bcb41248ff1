import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, EmptyState, ErrorState, getServerMessage, LoadingState, PageTitle, Page, RequireRole, usePagedList } from '@platform/shared';
import { listMembers, MEMBERS_PAGE_SIZE } from './members.resource';

export function MembersPage() {
  return (
    <Page>
      <PageTitle>Members</PageTitle>
      <RequireRole role="studio" what="The studio area">
        <Members />
      </RequireRole>
    </Page>
  );
}

function Members() {
  const [missing, setMissing] = useState(false);
  const fetchPage = useCallback(async (offset: number, limit: number) => {
    const page = await listMembers(offset, limit);
    setMissing(page.missing);
    return page;
  }, []);
  const list = usePagedList(fetchPage, MEMBERS_PAGE_SIZE, []);

  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={getServerMessage(list.error)} onRetry={list.retry} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title="No members yet"
        description={missing ? 'This server does not list studio members yet.' : 'Performers who join your studio appear here.'}
      />
    );
  }
  return (
    <>
      <Total>
        {list.total} {list.total === 1 ? 'member' : 'members'}
      </Total>
      <Table>
        <thead>
          <tr>
            <th scope="col">Performer</th>
            <th scope="col">Username</th>
            <th scope="col">Streaming</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((m) => (
            <tr key={m._id}>
              <td>
                <Who>
                  <Avatar src={m.avatar} kind="performer" alt="" size={32} />
                  {m.name || m.username}
                </Who>
              </td>
              <td>{m.username}</td>
              <td>{m.streamingStatus ?? 'offline'}</td>
              <td>
                <Status $active={m.status === 'active'}>{m.status === 'active' ? 'Active' : 'Inactive'}</Status>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {list.moreError ? (
        <ErrorState message={getServerMessage(list.moreError)} onRetry={list.loadMore} />
      ) : (
        list.hasMore && (
          <More>
            <Button onClick={list.loadMore} busy={list.loadingMore}>
              Load more
            </Button>
          </More>
        )
      )}
    </>
  );
}

const Total = styled.p`
  color: #6b6b78;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid #e4e4ea;
  }
`;

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Status = styled.span<{ $active: boolean }>`
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 13px;
  color: #fff;
  background: ${(p) => (p.$active ? '#2fb52d' : '#6b6b78')};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin: 16px 0;
`;
