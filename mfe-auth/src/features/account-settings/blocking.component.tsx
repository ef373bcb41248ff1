import { Avatar, Button, EmptyState, ErrorState, Input, LoadingState, formatDate, getServerMessage, toast, type Account } from '@platform/shared';
import type { BlockedMember, MemberProfile, PerformerBlocking } from '@platform/shared/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CheckboxList } from './checkbox-list.component';
import { blockingQuery, countriesQuery, searchMembers, settingsKeys, unblockMember, updateBlocking } from './performer.resource';
import { Actions, SavedNotice, Section, publishAccount, useSaveAction } from './settings-ui';

export const COUNTRIES_SAVED = 'Your blocked countries have been saved.';
export const memberUnblocked = (name: string) => `${name} has been unblocked.`;
export const memberBlocked = (name: string) => `${name} has been blocked.`;

const nameOf = (u: { displayName?: string; username?: string; name?: string }) => u.displayName || u.name || u.username || 'This member';

/** One blocked member with Unblock, which asks first. */
function BlockedRow({ entry, onUnblocked }: { entry: BlockedMember; onUnblocked(list: PerformerBlocking): void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(entry.user);

  const unblock = async () => {
    setBusy(true);
    setError(null);
    try {
      onUnblocked(await unblockMember(entry.user._id));
      toast.success(memberUnblocked(name));
    } catch (e) {
      const message = getServerMessage(e);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <Item aria-label={name}>
      <Who>
        <Avatar src={entry.user.avatar} kind="user" alt="" size={40} />
        <div>
          <strong>{name}</strong>
          <small>
            @{entry.user.username}
            {entry.blockedAt ? ` · blocked ${formatDate(entry.blockedAt, 'DD/MM/YYYY')}` : ''}
          </small>
        </div>
      </Who>
      {confirming ? (
        <Confirm role="alertdialog" aria-label={`Unblock ${name}?`}>
          <p>Unblock {name}? They will be able to find you, watch your shows, message and tip you again.</p>
          <Actions>
            <Button size="sm" variant="primary" busy={busy} onClick={() => void unblock()}>
              Yes, unblock
            </Button>
            <Button size="sm" disabled={busy} onClick={() => setConfirming(false)}>
              Keep blocked
            </Button>
          </Actions>
          {error && <ErrorText role="alert">{error}</ErrorText>}
        </Confirm>
      ) : (
        <Button size="sm" aria-label={`Unblock ${name}`} onClick={() => setConfirming(true)}>
          Unblock
        </Button>
      )}
    </Item>
  );
}

/** "Add": find a member among those who interacted with her (GET /users/search) and block him (POST … {userIds}). */
function AddBlockedMember({ blockedIds, onBlocked }: { blockedIds: Set<string>; onBlocked(list: PerformerBlocking): void }) {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<MemberProfile[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [blocking, setBlocking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const search = async (e: FormEvent) => {
    e.preventDefault();
    setSearching(true);
    setError(null);
    try {
      setResults(await searchMembers(q.trim()));
    } catch (err) {
      setError(getServerMessage(err));
      setResults(null);
    } finally {
      setSearching(false);
    }
  };

  const block = async (member: MemberProfile) => {
    setBlocking(member._id);
    setError(null);
    try {
      onBlocked(await updateBlocking({ userIds: [member._id] }));
      toast.success(memberBlocked(nameOf(member)));
    } catch (err) {
      const message = getServerMessage(err);
      setError(message);
      toast.error(message);
    } finally {
      setBlocking(null);
    }
  };

  return (
    <div>
      <SearchForm role="search" aria-label="Block a member" onSubmit={(e) => void search(e)}>
        <label htmlFor={inputId}>Find a member to block</label>
        <div>
          <Input id={inputId} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Username or name" />
          <Button type="submit" busy={searching}>
            Search
          </Button>
        </div>
        <small>Members who watched your shows, messaged, tipped or bought from you.</small>
      </SearchForm>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {results && results.length === 0 && <p>No member found.</p>}
      {results && results.length > 0 && (
        <List aria-label="Members found">
          {results.map((m) => (
            <Item key={m._id} aria-label={nameOf(m)}>
              <Who>
                <Avatar src={m.avatar} kind="user" alt="" size={40} />
                <div>
                  <strong>{nameOf(m)}</strong>
                  <small>@{m.username}</small>
                </div>
              </Who>
              {blockedIds.has(m._id) ? (
                <span>Blocked</span>
              ) : (
                <Button size="sm" variant="danger" busy={blocking === m._id} aria-label={`Block ${nameOf(m)}`} onClick={() => void block(m)}>
                  Block
                </Button>
              )}
            </Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** Her blocked countries: the whole list is saved at once (POST /performers/blocking/update {countries}). */
function BlockedCountries({ initial, onSaved }: { initial: string[]; onSaved(list: PerformerBlocking): void }) {
  const countries = useQuery(countriesQuery());
  const [selected, setSelected] = useState<string[]>(initial);
  const { busy, error, saved, run, clearSaved } = useSaveAction(COUNTRIES_SAVED);

  if (countries.isPending) return <LoadingState text="Loading countries…" />;
  if (countries.isError) return <ErrorState message={getServerMessage(countries.error)} onRetry={() => void countries.refetch()} />;

  const options = countries.data.map((c) => ({ value: c.code, label: c.name }));
  const names = new Map(options.map((o) => [o.value, o.label]));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    await run(async () => {
      const list = await updateBlocking({ countries: selected });
      onSaved(list);
      setSelected(list.countries);
    });
  };

  return (
    <form aria-label="Blocked countries" noValidate onSubmit={(e) => void save(e)}>
      <SavedNotice text={saved} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <CheckboxList
        legend="Countries"
        filterLabel="Filter countries"
        options={options}
        selected={selected}
        onChange={(next) => {
          clearSaved();
          setSelected(next);
        }}
      />
      {selected.length > 0 && <p>Blocked: {selected.map((code) => names.get(code) ?? code).join(', ')}</p>}
      <Actions>
        <Button type="submit" variant="primary" busy={busy}>
          Save blocked countries
        </Button>
      </Actions>
    </form>
  );
}

/** The members and countries she blocked (GET /performers/blocking). */
export function Blocking({ account }: { account: Account }) {
  const client = useQueryClient();
  const blocking = useQuery(blockingQuery());
  const keep = (list: PerformerBlocking) => {
    client.setQueryData(settingsKeys.blocking, list);
    // her profile carries the country list too: keep the account every screen shows in step
    publishAccount('performer', { ...account, blockedCountries: list.countries } as Account);
  };

  if (blocking.isPending) return <LoadingState text="Loading your blocked members…" />;
  if (blocking.isError) return <ErrorState message={getServerMessage(blocking.error)} onRetry={() => void blocking.refetch()} />;

  const { users, countries } = blocking.data;
  return (
    <>
      <Section id="blocked-members" title="Blocked members" lead="A blocked member cannot find you, watch your shows, message, tip or buy from you.">
        {users.length === 0 ? (
          <EmptyState title="No blocked members" />
        ) : (
          <List aria-label="Blocked members">
            {users.map((entry) => (
              <BlockedRow key={entry.user._id} entry={entry} onUnblocked={keep} />
            ))}
          </List>
        )}
        <AddBlockedMember blockedIds={new Set(users.map((u) => u.user._id))} onBlocked={keep} />
      </Section>
      <Section
        id="blocked-countries"
        title="Blocked countries"
        lead="Visitors from these countries cannot find you, see your profile or join your room."
      >
        <BlockedCountries initial={countries} onSaved={keep} />
      </Section>
    </>
  );
}

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  min-width: 0;
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Confirm = styled.div`
  flex-basis: 100%;
  p {
    margin: 0 0 8px;
  }
`;

const ErrorText = styled.div`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.error};
`;

const SearchForm = styled.form`
  margin-top: 8px;
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  > div {
    display: flex;
    gap: 8px;
  }
  input {
    min-width: 0;
    flex: 1;
  }
  small {
    display: block;
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
