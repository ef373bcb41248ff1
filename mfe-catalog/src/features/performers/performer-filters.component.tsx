import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GENDERS, translated } from '@platform/shared';
import type { Gender } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { FilterForm } from '../content/filter-form.component';
import { listCategories, type PerformerFilters as Filters } from './performers.resource';

/** Search box (applied on submit) plus gender and category selects (applied at once). */
export function PerformerFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useTexts();
  const [q, setQ] = useState(value.q);
  const categories = useQuery({ queryKey: ['catalog', 'categories'], queryFn: listCategories });

  return (
    <FilterForm
      searchLabel={t('performers.filters.search')}
      submitLabel={t('performers.filters.submit')}
      query={q}
      onQuery={setQ}
      onSubmit={() => onChange({ ...value, q })}
    >
      <select
        aria-label={t('performers.filters.gender')}
        value={value.gender}
        onChange={(e) => onChange({ ...value, q, gender: e.target.value as Gender | '' })}
      >
        <option value="">{t('performers.filters.allGenders')}</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {t(`performers.filters.genders.${g}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('performers.filters.category')}
        value={value.category}
        disabled={categories.status !== 'success'}
        onChange={(e) => onChange({ ...value, q, category: e.target.value })}
      >
        <option value="">
          {categories.isPending
            ? t('performers.filters.loadingCategories')
            : categories.isError
              ? t('performers.filters.categoriesUnavailable')
              : t('performers.filters.allCategories')}
        </option>
        {categories.status === 'success' &&
          categories.data.map((c) => (
            <option key={c._id} value={c._id}>
              {translated(c, 'name')}
            </option>
          ))}
      </select>
      {categories.isError && (
        <button type="button" onClick={() => void categories.refetch()}>
          {t('performers.filters.reloadCategories')}
        </button>
      )}
    </FilterForm>
  );
}
