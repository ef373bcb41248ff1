import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, ErrorState, Form, LoadingState, TextField } from '@platform/shared';
import type { PerformerTipMenu, TipMenuItemInput } from '@platform/shared/contract';
import { Actions, SavedNotice, useSaveAction } from '@platform/shared/settings-kit';
import { amountOf, isLine, TIP_MENU_MAX_ITEMS, TIP_MENU_MAX_PRICE, TIP_MENU_NAME_MAX } from '../tip-menu/tip-menu-rules';
import { getOwnTipMenu, ownTipMenuKey, saveTipMenu } from '../tip-menu/tip-menu.resource';
import { useTexts } from './texts';

/** A row being edited: the price as typed; `key` tells rows apart before they have an id. */
interface Row {
  key: string;
  _id?: string;
  name: string;
  price: string;
  active: boolean;
}

let rowKeys = 0;
const newRow = (item?: PerformerTipMenu['items'][number]): Row => ({
  key: item?._id ?? `new-${++rowKeys}`,
  _id: item?._id,
  name: item?.name ?? '',
  price: item ? String(item.price) : '',
  active: item?.active ?? true,
});

/** Her tip menu in her broadcast settings: items (name, price, on/off) in her order, saved as a whole. */
export function TipMenuEditor() {
  const { t } = useTexts();
  const own = useQuery({ queryKey: ownTipMenuKey, queryFn: getOwnTipMenu });
  if (own.isPending) return <LoadingState text={t('tipMenu.loading')} />;
  if (own.isError) return <ErrorState message={t('tipMenu.loadFailed')} onRetry={() => void own.refetch()} retryLabel={t('tipMenu.retry')} />;
  return <MenuForm items={own.data.items} />;
}

function MenuForm({ items }: { items: PerformerTipMenu['items'] }) {
  const { t } = useTexts();
  const client = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => items.map(newRow));
  const action = useSaveAction(t('tipMenu.saved'));

  const change = (key: string, patch: Partial<Row>) => {
    action.clearSaved();
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const remove = (key: string) => {
    action.clearSaved();
    setRows((list) => list.filter((row) => row.key !== key));
  };
  const move = (index: number, by: -1 | 1) => {
    action.clearSaved();
    setRows((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: TipMenuItemInput[] = [];
    for (const [i, row] of rows.entries()) {
      const price = amountOf(row.price, TIP_MENU_MAX_PRICE);
      if (!isLine(row.name, TIP_MENU_NAME_MAX)) return action.setError(t('tipMenu.nameRule', { number: i + 1 }));
      if (price === null) return action.setError(t('tipMenu.priceRule', { number: i + 1 }));
      input.push({ ...(row._id ? { _id: row._id } : {}), name: row.name.trim(), price, active: row.active });
    }
    void action.run(async () => {
      const saved = await saveTipMenu(input);
      setRows(saved.items.map(newRow));
      client.setQueryData<PerformerTipMenu>(ownTipMenuKey, (old) => old && { ...old, items: saved.items });
    });
  };

  return (
    <Form aria-label={t('tipMenu.formLabel')} error={action.error} onSubmit={submit} noValidate>
      <SavedNotice text={action.saved} />
      {rows.length === 0 && <p>{t('tipMenu.empty')}</p>}
      <Items>
        {rows.map((row, i) => {
          const name = row.name.trim() || t('tipMenu.item', { number: i + 1 });
          return (
            <li key={row.key} aria-label={t('tipMenu.item', { number: i + 1 })}>
              <TextField
                label={t('tipMenu.name')}
                value={row.name}
                maxLength={TIP_MENU_NAME_MAX}
                onChange={(e) => change(row.key, { name: e.target.value })}
              />
              <TextField
                label={t('tipMenu.price')}
                inputMode="numeric"
                value={row.price}
                onChange={(e) => change(row.key, { price: e.target.value })}
              />
              <label>
                <input type="checkbox" checked={row.active} onChange={(e) => change(row.key, { active: e.target.checked })} /> {t('tipMenu.on')}
              </label>
              <span>
                <Button size="sm" disabled={i === 0} aria-label={t('tipMenu.up', { name })} onClick={() => move(i, -1)}>
                  ↑
                </Button>
                <Button size="sm" disabled={i === rows.length - 1} aria-label={t('tipMenu.down', { name })} onClick={() => move(i, 1)}>
                  ↓
                </Button>
                <Button size="sm" variant="link" onClick={() => remove(row.key)}>
                  {t('tipMenu.remove', { name })}
                </Button>
              </span>
            </li>
          );
        })}
      </Items>
      <Actions>
        <Button disabled={rows.length >= TIP_MENU_MAX_ITEMS} onClick={() => setRows((list) => [...list, newRow()])}>
          {t('tipMenu.add')}
        </Button>
        <Button type="submit" variant="primary" busy={action.busy}>
          {t('tipMenu.save')}
        </Button>
      </Actions>
      {rows.length >= TIP_MENU_MAX_ITEMS && <p>{t('tipMenu.full', { max: TIP_MENU_MAX_ITEMS })}</p>}
    </Form>
  );
}

const Items = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: 0 12px;
    align-items: end;
    padding-bottom: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  label:has(input[type='checkbox']),
  li > span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
  }
  @media (max-width: 640px) {
    li {
      grid-template-columns: minmax(0, 1fr);
    }
    button {
      min-height: 44px;
      min-width: 44px;
    }
  }
`;
