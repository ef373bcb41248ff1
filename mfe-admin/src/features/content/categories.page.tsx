import { TextField } from '@platform/shared';
import type { AdminCategory, AdminCategoryInput } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { ActiveField, activeStatusToggle, slugOf } from './content-page.component';
import { ContentList, OrderInput } from './content-list.component';
import { categoryInput } from './content.resource';

type CategoryText = 'name' | 'nameRu' | 'slug' | 'description' | 'descriptionRu';

/** /admin/content/categories: the performer categories visitors filter by; add, edit, turn on or off, move, delete. */
export function CategoriesPage() {
  const { t } = useTexts();
  return (
    <ContentList<AdminCategory, AdminCategoryInput>
      kind="categories"
      name={(category) => category.name}
      group={() => 'all'}
      toInput={categoryInput}
      toggle={activeStatusToggle}
      details={(category) => (
        <div className="texts">
          <strong>{category.name}</strong>
          {category.nameRu && <span lang="ru"> · {category.nameRu}</span>}
          <div>
            {category.slug} · {t(`content.statuses.${category.status}`)}
          </div>
        </div>
      )}
      required="name"
      fields={(values, set, item) => {
        const text = (key: CategoryText, hint?: string) => (
          <TextField
            label={t(`content.categories.fields.${key}`)}
            hint={hint}
            value={values[key]}
            required={key === 'name' || key === 'slug'}
            onChange={(e) => {
              set(key, e.target.value);
              if (key === 'name' && !item && values.slug === slugOf(values.name)) set('slug', slugOf(e.target.value));
            }}
          />
        );
        return (
          <>
            {text('name')}
            {text('nameRu')}
            {text('slug', t('content.categories.slugHint'))}
            {text('description')}
            {text('descriptionRu')}
            <OrderInput label={t('content.ordering')} value={values.ordering} onChange={(value) => set('ordering', value)} />
            <ActiveField status={values.status} onChange={(status) => set('status', status)} />
          </>
        );
      }}
    />
  );
}
