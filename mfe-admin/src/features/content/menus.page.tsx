import { SelectField, TextField } from '@platform/shared';
import type { AdminMenuInput, AdminMenuItem } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField } from './content-page.component';
import { ContentList, OrderInput } from './content-list.component';
import { menuInput } from './content.resource';

const SECTIONS: AdminMenuItem['section'][] = ['header', 'footer'];

/** /admin/content/menus: the header's and the footer's links; add, edit, move up or down, delete. */
export function MenusPage() {
  const { t } = useTexts();
  return (
    <ContentList<AdminMenuItem, AdminMenuInput>
      kind="menus"
      name={(menu) => menu.title}
      group={(menu) => menu.section}
      toInput={menuInput}
      details={(menu) => (
        <div className="texts">
          <strong>{menu.title}</strong>
          {menu.titleRu && <span lang="ru"> · {menu.titleRu}</span>} · {menu.path}
          <div>
            {t(`content.menus.sections.${menu.section}`)}
            {menu.isNewTab && ` · ${t('content.menus.newTab')}`}
          </div>
        </div>
      )}
      required="title"
      fields={(values, set) => (
        <>
          <TextField label={t('content.menus.fields.title')} value={values.title} required onChange={(e) => set('title', e.target.value)} />
          <TextField
            label={t('content.menus.fields.titleRu')}
            hint={t('content.menus.titleHint')}
            value={values.titleRu ?? ''}
            onChange={(e) => set('titleRu', e.target.value)}
          />
          <TextField label={t('content.menus.fields.path')} value={values.path} required onChange={(e) => set('path', e.target.value)} />
          <SelectField
            label={t('content.menus.fields.section')}
            value={values.section}
            options={SECTIONS.map((section) => ({ value: section, label: t(`content.menus.sections.${section}`) }))}
            onChange={(e) => set('section', e.target.value as AdminMenuItem['section'])}
          />
          <OrderInput label={t('content.ordering')} value={values.ordering} onChange={(value) => set('ordering', value)} />
          <CheckField label={t('content.menus.newTab')} checked={values.isNewTab} onChange={(on) => set('isNewTab', on)} />
        </>
      )}
    />
  );
}
