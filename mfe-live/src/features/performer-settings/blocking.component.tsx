import {
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  Input,
  LoadingState,
  currentLanguage,
  formatDate,
  getServerMessage,
  toast,
  translate,
  useFocusTrap,
  type Account,
} from '@platform/shared';
import type { BlockedMember, MemberProfile, PerformerBlocking } from '@platform/shared/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTexts } from './texts';
import { countryOptions } from './localized-names';
import { Actions, CheckboxList, PHONE, publishAccount, reportFailure, SavedNotice, Section, useSaveAction } from '@platform/shared/settings-kit';
import { blockingQuery, countriesQuery, searchMembers, settingsKeys, unblockMember, updateBlocking } from './performer.resource';

const nameOf = (u: { displayName?: string; username?: string; name?: string }) =>
  u.displayName || u.name || u.username || translate('performerSettings:blocking.thisMember');

/** One blocked member with Unblock, which asks first. */
function BlockedRow({ entry, onUnblocked }: { entry: BlockedMember; onUnblocked(list: PerformerBlocking): void }) {
  const { t } = useTexts();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(entry.user);
  const askRef = useRef<HTMLDivElement>(null);
  const keep = useCallback(() => setConfirming(false), []);
  // the question keeps focus until answered (Escape keeps the member blocked); focus then returns to Unblock
  useFocusTrap(askRef, { active: confirming, onEscape: keep });
  const rowRef = useRef<HTMLLIElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // "Keep blocked" or Escape: the Unblock button is back, and takes the focus again
    if (!confirming && wasConfirming.current) rowRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const unblock = async () => {
    setBusy(true);
    setError(null);
    try {
      onUnblocked(await unblockMember(entry.user._id));
      toast.success(t('blocking.unblocked', { name }));
    } catch (e) {
      const message = getServerMessage(e);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  return (
    <Item ref={rowRef} aria-label={name}>
      <Who>
        <Avatar src={entry.user.avatar} kind="user" alt="" size={40} />
        <div>
          <strong>{name}</strong>
          <small>
            @{entry.user.username}
            {entry.blockedAt ? ` · ${t('blocking.blockedOn', { date: formatDate(entry.blockedAt, 'DD/MM/YYYY') })}` : ''}
          </small>
        </div>
      </Who>
      {confirming ? (
        <Confirm ref={askRef} role="alertdialog" aria-label={t('blocking.unblockQuestion', { name })}>
          <p>{t('blocking.unblockText', { name })}</p>
          <Actions>
            <Button size="sm" variant="primary" busy={busy} onClick={() => void unblock()}>
              {t('blocking.yesUnblock')}
            </Button>
            <Button size="sm" disabled={busy} onClick={keep}>
              {t('blocking.keepBlocked')}
            </Button>
          </Actions>
          {error && <ErrorText role="alert">{error}</ErrorText>}
        </Confirm>
      ) : (
        <Button size="sm" className="touch-target" aria-label={t('blocking.unblockLabel', { name })} onClick={() => setConfirming(true)}>
          {t('blocking.unblock')}
        </Button>
      )}
    </Item>
  );
}

/** "Add": find a member among those who interacted with her (GET /users/search) and block him (POST … {userIds}). */
function AddBlockedMember({ blockedIds, onBlocked }: { blockedIds: Set<string>; onBlocked(list: PerformerBlocking): void }) {
  const { t } = useTexts();
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
    await reportFailure(
      async () => {
        onBlocked(await updateBlocking({ userIds: [member._id] }));
        toast.success(t('blocking.blocked', { name: nameOf(member) }));
      },
      setError,
      () => setBlocking(null),
    );
  };

  return (
    <div>
      <SearchForm role="search" aria-label={t('blocking.searchLabel')} onSubmit={(e) => void search(e)}>
        <label htmlFor={inputId}>{t('blocking.find')}</label>
        <div>
          <Input id={inputId} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('blocking.searchPlaceholder')} />
          <Button type="submit" busy={searching}>
            {t('blocking.search')}
          </Button>
        </div>
        <small>{t('blocking.searchHint')}</small>
      </SearchForm>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {results && results.length === 0 && <p>{t('blocking.noneFound')}</p>}
      {results && results.length > 0 && (
        <List aria-label={t('blocking.found')}>
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
                <span>{t('blocking.isBlocked')}</span>
              ) : (
                <Button
                  size="sm"
                  variant="danger"
                  className="touch-target"
                  busy={blocking === m._id}
                  aria-label={t('blocking.blockLabel', { name: nameOf(m) })}
                  onClick={() => void block(m)}
                >
                  {t('blocking.block')}
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
  const { t } = useTexts();
  const countries = useQuery(countriesQuery());
  const [selected, setSelected] = useState<string[]>(initial);
  const { busy, error, saved, run, clearSaved } = useSaveAction(t('blocking.countriesSaved'));

  if (countries.isPending) return <LoadingState text={t('blocking.loadingCountries')} />;
  if (countries.isError) return <ErrorState message={getServerMessage(countries.error)} onRetry={() => void countries.refetch()} />;

  const options = countryOptions(countries.data, currentLanguage());
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
    <form aria-label={t('blocking.countriesTitle')} noValidate onSubmit={(e) => void save(e)}>
      <SavedNotice text={saved} />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <CheckboxList
        legend={t('blocking.countries')}
        filterLabel={t('blocking.filterCountries')}
        options={options}
        selected={selected}
        onChange={(next) => {
          clearSaved();
          setSelected(next);
        }}
      />
      {selected.length > 0 && <p>{t('blocking.blockedList', { list: selected.map((code) => names.get(code) ?? code).join(', ') })}</p>}
      <Actions>
        <Button type="submit" variant="primary" busy={busy}>
          {t('blocking.saveCountries')}
        </Button>
      </Actions>
    </form>
  );
}

/** The members and countries she blocked (GET /performers/blocking). */
export function Blocking({ account }: { account: Account }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const blocking = useQuery(blockingQuery());
  const keep = (list: PerformerBlocking) => {
    client.setQueryData(settingsKeys.blocking, list);
    // her profile carries the country list too: keep the account every screen shows in step
    publishAccount('performer', { ...account, blockedCountries: list.countries } as Account);
  };

  if (blocking.isPending) return <LoadingState text={t('blocking.loading')} />;
  if (blocking.isError) return <ErrorState message={getServerMessage(blocking.error)} onRetry={() => void blocking.refetch()} />;

  const { users, countries } = blocking.data;
  return (
    <>
      <Section id="blocked-members" title={t('blocking.membersTitle')} lead={t('blocking.membersLead')}>
        {users.length === 0 ? (
          <EmptyState title={t('blocking.empty')} />
        ) : (
          <List aria-label={t('blocking.membersTitle')}>
            {users.map((entry) => (
              <BlockedRow key={entry.user._id} entry={entry} onUnblocked={keep} />
            ))}
          </List>
        )}
        <AddBlockedMember blockedIds={new Set(users.map((u) => u.user._id))} onBlocked={keep} />
      </Section>
      <Section id="blocked-countries" title={t('blocking.countriesTitle')} lead={t('blocking.countriesLead')}>
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
  ${PHONE} {
    button {
      min-height: 44px;
    }
  }
  small {
    display: block;
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
