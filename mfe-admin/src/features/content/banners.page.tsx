import { useId, useState } from 'react';
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
  SelectField,
  TextField,
  toast,
} from '@platform/shared';
import type { AdminBanner, AdminBannerInput } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, ContentPage } from './content-page.component';
import { bannerInput, bannersQuery, contentKeys, deleteBanner, saveBanner, uploadBannerImage } from './content.resource';

const POSITIONS: AdminBanner['position'][] = ['top', 'bottom', 'right'];

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
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

type Editing = { banner: AdminBanner | null } | null;

/** /admin/content/banners: every banner with its picture; add, edit, turn on or off, move up or down, delete. */
export function BannersPage() {
  const { t } = useTexts();
  const banners = useQuery(bannersQuery());
  const client = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: contentKeys.banners() });
  const change = useMutation({
    mutationFn: async (changes: Array<{ banner: AdminBanner; input: Partial<AdminBannerInput> }>) => {
      for (const { banner, input } of changes) await saveBanner(banner._id, { ...bannerInput(banner), ...input });
    },
    onSuccess: () => toast.success(t('content.banners.saved')),
    onError: (error) => toast.error(getServerMessage(error)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (banner: AdminBanner) => deleteBanner(banner._id),
    onSuccess: (_, banner) => {
      setDeleting(null);
      toast.success(t('content.banners.deleted', { title: banner.title }));
    },
    onError: (error) => toast.error(getServerMessage(error)),
    onSettled: refresh,
  });

  /** Swaps the banner's place with its neighbour among the banners of the same position. */
  const move = (banner: AdminBanner, by: -1 | 1) => {
    const same = (banners.data ?? []).filter((b) => b.position === banner.position);
    const neighbour = same[same.indexOf(banner) + by];
    if (!neighbour) return;
    const [first, second] = by < 0 ? [banner, neighbour] : [neighbour, banner];
    const firstOrdering = Math.min(first.ordering, second.ordering);
    change.mutate([
      { banner: first, input: { ordering: first.ordering === second.ordering ? firstOrdering - 1 : firstOrdering } },
      { banner: second, input: { ordering: Math.max(first.ordering, second.ordering) } },
    ]);
  };

  const list = banners.data;
  return (
    <ContentPage page="banners">
      <p>{t('content.banners.intro')}</p>
      <Button variant="primary" onClick={() => setEditing({ banner: null })}>
        {t('content.banners.add')}
      </Button>
      {banners.isError ? (
        <QueryError query={banners} />
      ) : !list ? (
        <LoadingState text={t('loading')} />
      ) : list.length === 0 ? (
        <EmptyState title={t('content.banners.none')} />
      ) : (
        <List aria-label={t('content.pages.banners')} aria-busy={change.isPending}>
          {list.map((banner) => {
            const same = list.filter((b) => b.position === banner.position);
            const index = same.indexOf(banner);
            return (
              <li key={banner._id}>
                {banner.photo.url ? <img src={banner.photo.url} alt="" /> : <span>{t('content.banners.noPicture')}</span>}
                <div className="texts">
                  <strong>{banner.title}</strong>
                  {banner.titleRu && <span lang="ru"> · {banner.titleRu}</span>}
                  <div>
                    {t(`content.banners.positions.${banner.position}`)} · {t(`content.banners.statuses.${banner.status}`)}
                    {banner.href && ` · ${banner.href}`}
                  </div>
                </div>
                <div className="actions">
                  <Button
                    size="sm"
                    disabled={index === 0 || change.isPending}
                    onClick={() => move(banner, -1)}
                    aria-label={t('content.moveUp', { name: banner.title })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    disabled={index === same.length - 1 || change.isPending}
                    onClick={() => move(banner, 1)}
                    aria-label={t('content.moveDown', { name: banner.title })}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    disabled={change.isPending}
                    onClick={() => change.mutate([{ banner, input: { status: banner.status === 'active' ? 'inactive' : 'active' } }])}
                    aria-label={t(banner.status === 'active' ? 'content.banners.turnOff' : 'content.banners.turnOn', { title: banner.title })}
                  >
                    {t(banner.status === 'active' ? 'content.banners.off' : 'content.banners.on')}
                  </Button>
                  <Button size="sm" onClick={() => setEditing({ banner })} aria-label={t('content.editName', { name: banner.title })}>
                    {t('content.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(banner)} aria-label={t('content.deleteName', { name: banner.title })}>
                    {t('content.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </List>
      )}
      {editing && (
        <BannerDialog
          banner={editing.banner}
          nextOrdering={Math.max(0, ...(list ?? []).map((b) => b.ordering + 1))}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete name={deleting.title} busy={remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => remove.mutate(deleting)} />
      )}
    </ContentPage>
  );
}

/** "Delete …?" with Delete and Cancel (Escape cancels). */
export function ConfirmDelete({ name, busy, onCancel, onConfirm }: { name: string; busy: boolean; onCancel(): void; onConfirm(): void }) {
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

/** Adds or edits a banner: its texts in English and Russian, link, place, order, on or off, and its picture. */
function BannerDialog({
  banner,
  nextOrdering,
  onClose,
  onSaved,
}: {
  banner: AdminBanner | null;
  nextOrdering: number;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTexts();
  const titleId = useId();
  const [values, setValues] = useState<AdminBannerInput>(bannerInput(banner, nextOrdering));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof AdminBannerInput>(key: K, value: AdminBannerInput[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: async () => {
      const saved = await saveBanner(banner?._id ?? null, values);
      if (file) {
        setProgress(0);
        await uploadBannerImage(saved._id, file, setProgress);
      }
      return saved;
    },
    onSuccess: (saved) => {
      toast.success(t('content.banners.saved'));
      onSaved();
      return saved;
    },
    onError: (failure) => {
      setProgress(null);
      setError(getServerMessage(failure));
    },
  });
  const text = (key: 'title' | 'titleRu' | 'description' | 'descriptionRu' | 'href') => (
    <TextField label={t(`content.banners.fields.${key}`)} value={values[key]} required={key === 'title'} onChange={(e) => set(key, e.target.value)} />
  );
  return (
    <Dialog labelledBy={titleId} onEscape={save.isPending ? undefined : onClose}>
      <h2 id={titleId}>{banner ? t('content.editName', { name: banner.title }) : t('content.banners.add')}</h2>
      <Form
        error={error}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!values.title.trim()) setError(t('content.banners.titleNeeded'));
          else save.mutate();
        }}
      >
        {text('title')}
        {text('titleRu')}
        {text('description')}
        {text('descriptionRu')}
        {text('href')}
        <SelectField
          label={t('content.banners.fields.position')}
          value={values.position}
          options={POSITIONS.map((position) => ({ value: position, label: t(`content.banners.positions.${position}`) }))}
          onChange={(e) => set('position', e.target.value as AdminBanner['position'])}
        />
        <TextField
          label={t('content.banners.fields.ordering')}
          type="number"
          value={String(values.ordering)}
          onChange={(e) => set('ordering', Math.trunc(Number(e.target.value) || 0))}
        />
        <CheckField
          label={t('content.banners.fields.active')}
          checked={values.status === 'active'}
          onChange={(on) => set('status', on ? 'active' : 'inactive')}
        />
        <FileField
          label={t('content.banners.fields.picture')}
          hint={t('content.banners.pictureHint')}
          accept="image/png,image/jpeg,image/gif,image/webp"
          onFiles={(files) => setFile(files[0] ?? null)}
          progress={progress}
        />
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
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
