import { TextField } from '@platform/shared';
import type { AdminCategory, AdminCategoryInput } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, slugOf } from './content-page.component';
import { ContentList, ItemDialog, OrderInput, type EditorProps } from './content-list.component';
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
      toggle={{ isOn: (category) => category.status === 'active', input: (on) => ({ status: on ? 'active' : 'inactive' }) }}
      details={(category) => (
        <div className="texts">
          <strong>{category.name}</strong>
          {category.nameRu && <span lang="ru"> · {category.nameRu}</span>}
          <div>
            {category.slug} · {t(`content.statuses.${category.status}`)}
          </div>
        </div>
      )}
      editor={(props) => <CategoryEditor {...props} />}
    />
  );
}

function CategoryEditor({ item, ordering, close }: EditorProps<AdminCategory>) {
  const { t } = useTexts();
  return (
    <ItemDialog<AdminCategory, AdminCategoryInput>
      kind="categories"
      title={item ? t('content.editName', { name: item.name }) : t('content.categories.add')}
      item={item}
      initial={categoryInput(item, ordering)}
      required="name"
      close={close}
      fields={(values, set) => {
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
            <CheckField
              label={t('content.active')}
              checked={values.status === 'active'}
              onChange={(on) => set('status', on ? 'active' : 'inactive')}
            />
          </>
        );
      }}
    />
  );
}
