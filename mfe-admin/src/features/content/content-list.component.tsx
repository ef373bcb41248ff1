import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  DialogActions,
  EmptyState,
  FileField,
  Form,
  getServerMessage,
  LoadingState,
  QueryError,
  TextField,
  toast,
} from '@platform/shared';
import { useTexts } from '../../i18n';
import { ContentPage } from './content-page.component';
import { contentKeys, contentListQuery, deleteContentItem, saveContentItem, type ContentKind } from './content.resource';

interface Item {
  _id: string;
  /** Kinds without one (posts) read newest first and do not move. */
  ordering?: number;
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 160px;
    max-width: 100%;
    height: 60px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .texts {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

interface EditorProps<T> {
  /** null: a new one. */
  item: T | null;
  /** The order that puts a new one last. */
  ordering: number;
  close(): void;
}

/** What a kind's add / edit dialog needs besides the item: its name, its form's values, the text that must be there and the fields. */
interface KindForm<T, I> {
  kind: ContentKind;
  name(item: T): string;
  toInput(item: T | null, ordering: number): I;
  /** The text field that must not be empty. */
  required: keyof I & string;
  fields(values: I, set: <K extends keyof I>(key: K, value: I[K]) => void, item: T | null): ReactNode;
  /** A file uploaded once the item is saved (a banner's picture), its field after the others. */
  attachment?: { label: string; hint: string; accept: string; upload(saved: T, file: File, onProgress: (percent: number) => void): Promise<unknown> };
}

/**
 * A Site content list (banners, menus, categories): every item in display order with Move up / Move down (within
 * its group), an on/off switch where the kind has one, Edit (the kind's own dialog) and Delete (asked first).
 */
export function ContentList<T extends Item, I extends Record<string, unknown>>({
  group,
  details,
  toggle,
  ...form
}: KindForm<T, I> & {
  /** Items move up and down among those of the same group (a banner's position, a menu's section); none: no moving. */
  group?(item: T): string;
  details(item: T): ReactNode;
  toggle?: { isOn(item: T): boolean; input(on: boolean): Partial<I> };
}) {
  const { kind, name, toInput } = form;
  const { t } = useTexts();
  const items = useQuery(contentListQuery<T>(kind));
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.kind(kind) });
  const change = useMutation({
    mutationFn: async (changes: Array<{ item: T; input: Partial<I> }>) => {
      for (const { item, input } of changes) await saveContentItem(kind, item._id, { ...toInput(item, item.ordering ?? 0), ...input });
    },
    onSuccess: () => toast.success(t('content.saved')),
    onError: (error) => toast.error(getServerMessage(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: T) => deleteContentItem(kind, item._id),
    onSuccess: (_, item) => {
      setDeleting(null);
      toast.success(t('content.deleted', { name: name(item) }));
    },
    onError: (error) => toast.error(getServerMessage(error)),
    onSettled: refresh,
  });
  const list = items.data;

  /** Swaps the item's place with its neighbour in the group (equal orders are told apart). */
  const move = (item: T, neighbour: T) => {
    const low = Math.min(item.ordering ?? 0, neighbour.ordering ?? 0);
    const high = Math.max(item.ordering ?? 0, neighbour.ordering ?? 0);
    const [first, second] = list!.indexOf(item) > list!.indexOf(neighbour) ? [item, neighbour] : [neighbour, item];
    change.mutate([
      { item: first, input: { ordering: low === high ? low - 1 : low } as unknown as Partial<I> },
      { item: second, input: { ordering: high } as unknown as Partial<I> },
    ]);
  };

  const editorProps = (item: T | null): EditorProps<T> => ({
    item,
    ordering: Math.max(0, ...(list ?? []).map((other) => (other.ordering ?? 0) + 1)),
    close: () => {
      setEditing(null);
      void refresh();
    },
  });

  return (
    <ContentPage page={kind}>
      <p>{t(`content.${kind}.intro`)}</p>
      <Button variant="primary" onClick={() => setEditing({ item: null })}>
        {t(`content.${kind}.add`)}
      </Button>
      {items.isError ? (
        <QueryError query={items} />
      ) : !list ? (
        <LoadingState text={t('loading')} />
      ) : list.length === 0 ? (
        <EmptyState title={t(`content.${kind}.none`)} />
      ) : (
        <List aria-label={t(`content.pages.${kind}`)} aria-busy={change.isPending}>
          {list.map((item) => {
            const same = group ? list.filter((other) => group(other) === group(item)) : [];
            const index = same.indexOf(item);
            const label = name(item);
            return (
              <li key={item._id}>
                {details(item)}
                <div className="actions">
                  {group && (
                    <>
                      <Button
                        size="sm"
                        disabled={index === 0 || change.isPending}
                        onClick={() => move(item, same[index - 1])}
                        aria-label={t('content.moveUp', { name: label })}
                      >
                        ↑
                      </Button>
                      <Button
                        size="sm"
                        disabled={index === same.length - 1 || change.isPending}
                        onClick={() => move(item, same[index + 1])}
                        aria-label={t('content.moveDown', { name: label })}
                      >
                        ↓
                      </Button>
                    </>
                  )}
                  {toggle && (
                    <Button
                      size="sm"
                      disabled={change.isPending}
                      onClick={() => change.mutate([{ item, input: toggle.input(!toggle.isOn(item)) }])}
                      aria-label={t(toggle.isOn(item) ? 'content.turnOff' : 'content.turnOn', { name: label })}
                    >
                      {t(toggle.isOn(item) ? 'content.off' : 'content.on')}
                    </Button>
                  )}
                  <Button size="sm" onClick={() => setEditing({ item })} aria-label={t('content.editName', { name: label })}>
                    {t('content.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(item)} aria-label={t('content.deleteName', { name: label })}>
                    {t('content.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </List>
      )}
      {editing && <ItemDialog {...form} {...editorProps(editing.item)} />}
      {deleting && (
        <ConfirmDelete name={name(deleting)} busy={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => remove.mutate(deleting)} />
      )}
    </ContentPage>
  );
}

/** "Delete …?" with Delete and Cancel (Escape cancels). */
function ConfirmDelete({ name, busy, onCancel, onConfirm }: { name: string; busy: boolean; onCancel(): void; onConfirm(): void }) {
  const { t } = useTexts();
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onEscape={onCancel}>
      <h2 id={titleId}>{t('content.confirmDelete', { name })}</h2>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {t('content.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Adds or edits one item: the kind's fields (and file), Save and Cancel, the server's refusal on top. */
export function ItemDialog<T extends Item, I extends Record<string, unknown>>({
  kind,
  name,
  toInput,
  required,
  fields,
  attachment,
  item,
  ordering,
  close,
}: KindForm<T, I> & EditorProps<T>) {
  const { t } = useTexts();
  const titleId = useId();
  const title = item ? t('content.editName', { name: name(item) }) : t(`content.${kind}.add`);
  const [values, setValues] = useState(() => toInput(item, ordering));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof I>(key: K, value: I[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: async () => {
      const saved = await saveContentItem<T, I>(kind, item?._id ?? null, values);
      if (!attachment || !file) return;
      setProgress(0);
      try {
        await attachment.upload(saved, file, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => {
      toast.success(t('content.saved'));
      close();
    },
    onError: (failure) => setError(getServerMessage(failure)),
  });
  return (
    <Dialog labelledBy={titleId} onEscape={save.isPending ? undefined : close}>
      <h2 id={titleId}>{title}</h2>
      <Form
        error={error}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!String(values[required]).trim()) setError(t(`content.${kind}.needed`));
          else save.mutate();
        }}
      >
        {fields(values, set, item)}
        {attachment && (
          <FileField
            label={attachment.label}
            hint={attachment.hint}
            accept={attachment.accept}
            onFiles={(files) => setFile(files[0] ?? null)}
            progress={progress}
          />
        )}
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('content.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The order field: a whole number, smaller first. */
export function OrderInput({ label, value, onChange }: { label: string; value: number; onChange(value: number): void }) {
  return <TextField label={label} type="number" value={String(value)} onChange={(e) => onChange(Math.trunc(Number(e.target.value) || 0))} />;
}
