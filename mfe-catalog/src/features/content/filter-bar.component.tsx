import { useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { VIDEO_CATEGORIES } from '@platform/shared';
import type { NamedCount } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { FilterForm } from './filter-form.component';
import type { SortOption } from './list-query';
import { actressesQuery, tagsQuery } from './names.query';

interface SearchFilterBarProps<F extends { q: string }> {
  /** The text box's name and placeholder ("Search videos"). */
  searchLabel: string;
  value: F;
  onChange(next: Partial<F>): void;
  /** The selects; `change` applies a choice together with the text typed so far. */
  children?: (change: (next: Partial<F>) => void) => ReactNode;
}

/** A list's search form: the text box applies on submit, a select at once. */
export function SearchFilterBar<F extends { q: string }>({ searchLabel, value, onChange, children }: SearchFilterBarProps<F>) {
  const { t } = useTexts();
  const [q, setQ] = useState(value.q);
  const change = (next: Partial<F>) => onChange({ q, ...next });
  return (
    <FilterForm searchLabel={searchLabel} submitLabel={t('filters.search')} query={q} onQuery={setQ} onSubmit={() => change({})}>
      {children?.(change)}
    </FilterForm>
  );
}

type Option = string | { value: string; label: string };

interface ChoiceProps {
  /** The select's accessible name. */
  label: string;
  value: string;
  options: readonly Option[];
  /** The text of a first, empty choice ("All types"); none when left out. */
  all?: string;
  disabled?: boolean;
  onChange(value: string): void;
}

/** One select of a filter bar. */
export function Choice({ label, value, options, all, disabled, onChange }: ChoiceProps) {
  return (
    <select aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {all !== undefined && <option value="">{all}</option>}
      {options.map((option) => {
        const { value: optionValue, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        );
      })}
    </select>
  );
}

interface NameChoiceProps {
  value: string;
  /**
   * A name from the address that the list does not (yet) offer stays selectable, and the select is usable while the
   * list loads; otherwise it waits for the list.
   */
  keepUnknown?: boolean;
  onChange(value: string): void;
}

/** `texts`: the key of its texts under 'filters' ('tag' → filters.tag.label, .all, .loading, .unavailable). */
function NameChoice({
  texts,
  query,
  value,
  keepUnknown,
  onChange,
}: NameChoiceProps & { texts: 'tag' | 'actress'; query: UseQueryResult<NamedCount[]> }) {
  const { t } = useTexts();
  const names = query.data?.map((n) => n.name) ?? [];
  if (keepUnknown && value && !names.includes(value)) names.unshift(value);
  const all = t(`filters.${texts}.${query.isError ? 'unavailable' : query.data ? 'all' : 'loading'}`);
  return (
    <Choice
      label={t(`filters.${texts}.label`)}
      value={value}
      options={names}
      all={all}
      disabled={keepUnknown ? undefined : !query.data}
      onChange={onChange}
    />
  );
}

/** The tags of GET /tags, most used first. */
export function TagChoice(props: NameChoiceProps) {
  const query = useQuery(tagsQuery());
  return <NameChoice {...props} texts="tag" query={query} />;
}

/** Who appears in videos and photos (GET /actresses). */
export function ActressChoice(props: NameChoiceProps) {
  const query = useQuery(actressesQuery());
  return <NameChoice {...props} texts="actress" query={query} />;
}

/** "Sort by": the orders a list offers, in the current language. */
export function SortChoice({ options, value, onChange }: { options: readonly SortOption[]; value: string; onChange(value: string): void }) {
  const { t } = useTexts();
  return (
    <Choice
      label={t('filters.sortBy')}
      options={options.map((o) => ({ value: o.value, label: t(`sort.${o.key}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** "Type" with "All types" first: `typeKey` is the key of a type's text. */
export function TypeChoice<V extends string>({
  types,
  typeKey,
  value,
  onChange,
}: {
  types: readonly V[];
  typeKey(type: V): string;
  value: V | '';
  onChange(value: V | ''): void;
}) {
  const { t } = useTexts();
  const options = types.map((type) => ({ value: type, label: t(typeKey(type)) }));
  return (
    <Choice label={t('filters.type')} all={t('videos.allTypes')} options={options} value={value} onChange={(type) => onChange(type as V | '')} />
  );
}

/** The key of a category's text: its name with anything but letters and digits as '_' ('UHD Video' → categories.UHD_Video). */
export const categoryKey = (category: string) => `categories.${category.replace(/[^\p{L}\p{N}]/gu, '_')}`;

/** "Category": the site's video and photo categories (the API's values), shown in the current language. */
export function CategoryChoice({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTexts();
  return (
    <Choice
      label={t('filters.category')}
      all={t('filters.allCategories')}
      options={VIDEO_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) }))}
      value={value}
      onChange={onChange}
    />
  );
}
