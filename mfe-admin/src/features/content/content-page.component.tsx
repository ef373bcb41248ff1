import type { ChangeEvent, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { AdminPage } from '../../common/admin-page.component';
import { useTexts } from '../../i18n';

/** The parts of Site content, each its own page under /admin/content. */
export const CONTENT_PAGES = ['settings', 'streaming', 'banners', 'menus', 'categories', 'posts', 'packages'] as const;
export type ContentPageKey = (typeof CONTENT_PAGES)[number];

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin-bottom: 16px;
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: none;
  }
`;

/** A Site content page: the back office's frame, the links to the other parts, then the page itself. */
export function ContentPage({ page, children }: { page: ContentPageKey; children: ReactNode }) {
  const { t } = useTexts();
  return (
    <AdminPage title={t(`content.pages.${page}`)}>
      <Tabs aria-label={t('sections.content')}>
        {CONTENT_PAGES.map((key) => (
          <NavLink key={key} to={`/admin/content/${key}`}>
            {t(`content.pages.${key}`)}
          </NavLink>
        ))}
      </Tabs>
      {children}
    </AdminPage>
  );
}

const CheckLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-bottom: 12px;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
  }
`;

/** A labelled checkbox (the shared library has text, text area, select and file fields only). */
export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <CheckLabel>
      <input type="checkbox" checked={checked} onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)} />
      <span>{label}</span>
    </CheckLabel>
  );
}

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 12px 16px 4px;
  margin: 0 0 16px;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

/** A typed name suggests the slug of a new category or post (lower-case Latin letters, digits and dashes). */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type ActiveStatus = 'active' | 'inactive';

/** The on/off switch of a kind whose items are 'active' or 'inactive' (banners, categories). */
export const activeStatusToggle = {
  isOn: (item: { status: ActiveStatus }) => item.status === 'active',
  input: (on: boolean): { status: ActiveStatus } => ({ status: on ? 'active' : 'inactive' }),
};

/** "Active" in the dialog of such a kind. */
export function ActiveField({ status, onChange }: { status: ActiveStatus; onChange(status: ActiveStatus): void }) {
  const { t } = useTexts();
  return <CheckField label={t('content.active')} checked={status === 'active'} onChange={(on) => onChange(on ? 'active' : 'inactive')} />;
}
