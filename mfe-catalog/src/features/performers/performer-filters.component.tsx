import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { GENDERS, useAsync } from '@platform/shared';
import type { Gender } from '@platform/shared/contract';
import { listCategories, type PerformerFilters as Filters } from './performers.resource';

const GENDER_LABEL: Record<Gender, string> = { female: 'Female', transgender: 'Transgender', male: 'Male' };

/** Search box (applied on submit) plus gender and category selects (applied at once). */
export function PerformerFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const [q, setQ] = useState(value.q);
  const categories = useAsync(listCategories, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q });
  };

  return (
    <Bar role="search" onSubmit={submit}>
      <input type="search" aria-label="Search performers" placeholder="Search performers" value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      <select aria-label="Gender" value={value.gender} onChange={(e) => onChange({ ...value, q, gender: e.target.value as Gender | '' })}>
        <option value="">All genders</option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {GENDER_LABEL[g]}
          </option>
        ))}
      </select>
      <select
        aria-label="Category"
        value={value.category}
        disabled={categories.status !== 'success'}
        onChange={(e) => onChange({ ...value, q, category: e.target.value })}
      >
        <option value="">
          {categories.status === 'loading' ? 'Loading categories…' : categories.status === 'error' ? 'Categories unavailable' : 'All categories'}
        </option>
        {categories.status === 'success' &&
          categories.data.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
      </select>
      {categories.status === 'error' && (
        <button type="button" onClick={categories.reload}>
          Reload categories
        </button>
      )}
    </Bar>
  );
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 12px 0;
  input,
  select,
  button {
    font: inherit;
    padding: 6px 10px;
  }
  input {
    flex: 1 1 200px;
  }
`;
