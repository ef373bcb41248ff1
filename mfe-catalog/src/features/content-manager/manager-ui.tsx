import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, messages, PHONE_MAX, toast, translate, UploadProgress, type Rule } from '@platform/shared';
import type { AssetStatus } from '@platform/shared/contract';
import { reportFailure } from '@platform/shared/settings-kit';
import { CardLink, Thumb } from '../content/content-ui';
import { useRefreshContent } from './manager.query';
import { deleteOwnAsset, type AssetKind } from './manager.resource';
import type { UploadState } from './use-upload';
import { useTexts } from '../../i18n';

export const MANAGER_PATH = '/account/content';
export const STUDIO_PAGE_SIZE = 12;

/** Toasts of the manager, worded like the rest of the platform, in the current language when they are shown. */
export const managerTexts = {
  get videoUploaded() {
    return translate('catalog:manager.toast.videoUploaded');
  },
  get photoUploaded() {
    return translate('catalog:manager.toast.photoUploaded');
  },
  // one photo has its own sentence; the plural forms are for 2 and more (and Russian 21, 31…)
  photosUploaded: (n: number) =>
    n === 1 ? translate('catalog:manager.toast.photoUploaded') : translate('catalog:manager.toast.photosUploaded', { count: n }),
  get galleryCreated() {
    return translate('catalog:manager.toast.galleryCreated');
  },
  get productCreated() {
    return translate('catalog:manager.toast.productCreated');
  },
  get updated() {
    return translate('catalog:manager.toast.updated');
  },
  get deleted() {
    return translate('catalog:manager.toast.deleted');
  },
};

// Status and price (in the current language: the forms and cards that show them call useTexts)

const STATUSES: readonly string[] = ['draft', 'active', 'inactive', 'file-error'];
export const statusLabel = (status: AssetStatus) => (STATUSES.includes(status) ? translate(`catalog:manager.status.${status}`) : status);

/** Draft and Active; an item in another state keeps it as a choice so saving does not change it. */
export const statusOptions = (current?: AssetStatus) => {
  const options = [
    { value: 'draft', label: translate('catalog:manager.statusOption.draft') },
    { value: 'active', label: translate('catalog:manager.statusOption.active') },
  ];
  if (current && current !== 'draft' && current !== 'active') options.push({ value: current, label: statusLabel(current) });
  return options;
};

export const pricingOptions = () => [
  { value: 'free', label: translate('catalog:price.free') },
  { value: 'paid', label: translate('catalog:manager.forSale') },
];

/** What her card says about the price. */
export const priceText = (token: number, forSale = true) =>
  forSale && token > 0 ? translate('shared:tokens', { count: token }) : translate('catalog:price.free');

export const MAX_PRICE = 100_000;

/** The price in tokens, required (a whole number 1–100 000) only when the item is for sale. */
export const priceRule: Rule<{ pricing: string }> = (value, values) => {
  if (values.pricing !== 'paid') return undefined;
  const text = String(value ?? '').trim();
  if (!text) return messages.required;
  if (!/^\d+$/.test(text)) return translate('catalog:manager.wholeTokens');
  const n = Number(text);
  return n < 1 || n > MAX_PRICE ? messages.range(1, MAX_PRICE) : undefined;
};

/** Token text of a price form field: 0 when free. */
export const tokenOf = (pricing: string, token: string) => (pricing === 'paid' ? Number(token.trim()) : 0);

// Form pieces

/** Two fields side by side, one under the other on a phone. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
`;

export const FormBox = styled.div`
  max-width: 720px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 4px;
`;

export const ButtonLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  @media (max-width: ${PHONE_MAX}) {
    min-height: 44px;
    box-sizing: border-box;
  }
  padding: 8px 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : theme.colors.white)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.white : theme.colors.text)};
  font-weight: 600;
  text-decoration: none;
`;

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

export const Note = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const Cancelled = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The progress of the running upload with its Cancel, or the note that it was cancelled. */
export function UploadStatus({ upload, label }: { upload: UploadState; label: string }) {
  const { t } = useTexts();
  if (upload.progress !== null) {
    return (
      <div>
        <UploadProgress percent={upload.progress} label={label} />
        <Button size="sm" onClick={upload.cancel}>
          {t('manager.cancelUpload')}
        </Button>
      </div>
    );
  }
  return upload.cancelled ? <Cancelled role="status">{t('manager.uploadCancelled')}</Cancelled> : null;
}

/** A picture she already has (poster, cover, product image), shown above the field that replaces it. */
export const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 360px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// Cards of her lists

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const StatusBadge = styled.span<{ $active: boolean }>`
  padding: 0 6px;
  border-radius: 6px;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 4px;
  font-size: 13px;
  a {
    color: ${({ theme }) => theme.colors.primary} !important;
    font-weight: 600;
    padding: 4px 0;
    margin-right: 8px;
  }
`;

const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 13px;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

/**
 * Delete with a confirm step: the first click asks, the second sends DELETE; the lists are then fetched
 * again, so the item leaves them.
 */
export function DeleteButton({
  kind,
  id,
  title,
  action = 'delete',
  warning,
}: {
  kind: AssetKind;
  id: string;
  title: string;
  /** Its wording: "Delete" (an item of her lists) or "Remove" (a photo of a gallery). */
  action?: 'delete' | 'remove';
  warning?: string;
}) {
  const { t } = useTexts();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshContent();

  const remove = async () => {
    setBusy(true);
    setError(null);
    await reportFailure(
      async () => {
        await deleteOwnAsset(kind, id);
        toast.success(managerTexts.deleted);
        setAsking(false);
        await refresh();
      },
      setError,
      () => setBusy(false),
    );
  };

  if (!asking) {
    return (
      <Button size="sm" aria-label={t(`manager.${action}.label`, { title })} onClick={() => setAsking(true)}>
        {t(`manager.${action}.button`)}
      </Button>
    );
  }
  return (
    <Confirm role="group" aria-label={t(`manager.${action}.group`)}>
      <span>
        {t(`manager.${action}.ask.${kind}`)}
        {warning ? ` ${warning}` : ''}
      </span>
      {error && <span role="alert">{error}</span>}
      <div>
        <Button size="sm" variant="danger" busy={busy} onClick={() => void remove()}>
          {t(`manager.${action}.yes`)}
        </Button>
        <Button size="sm" disabled={busy} onClick={() => setAsking(false)}>
          {t('manager.keep')}
        </Button>
      </div>
    </Confirm>
  );
}

export function ItemCard({
  kind,
  id,
  title,
  image,
  status,
  price,
  extra,
  editTo,
  deleteWarning,
}: {
  kind: AssetKind;
  id: string;
  title: string;
  image: string | null | undefined;
  status: AssetStatus;
  price: string;
  extra?: ReactNode;
  editTo: string;
  deleteWarning?: string;
}) {
  const { t } = useTexts(); // the status and price texts follow the language too
  return (
    <li>
      <CardLink>
        <Thumb src={image} alt={title} badge={extra} />
        <h3>{title}</h3>
        <Meta>
          <StatusBadge $active={status === 'active'}>{statusLabel(status)}</StatusBadge>
          <span>{price}</span>
        </Meta>
        <CardActions>
          <Link to={editTo} aria-label={t('manager.editLabel', { title })}>
            {t('manager.edit')}
          </Link>
          <DeleteButton kind={kind} id={id} title={title} warning={deleteWarning} />
        </CardActions>
      </CardLink>
    </li>
  );
}
