import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { NamedCount } from '@platform/shared/contract';
import { FilterBar } from './content-ui';
import { actressesQuery, tagsQuery } from './names.query';

interface SearchFilterBarProps<F extends { q: string }> {
  /** What is searched, plural ("videos"): the text box is "Search videos". */
  noun: string;
  value: F;
  onChange(next: Partial<F>): void;
  /** The selects; `change` applies a choice together with the text typed so far. */
  children?: (change: (next: Partial<F>) => void) => ReactNode;
}

/** A list's search form: the text box applies on submit, a select at once. */
export function SearchFilterBar<F extends { q: string }>({ noun, value, onChange, children }: SearchFilterBarProps<F>) {
  const [q, setQ] = useState(value.q);
  const change = (next: Partial<F>) => onChange({ q, ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };
  return (
    <FilterBar role="search" onSubmit={submit}>
      <input type="search" aria-label={`Search ${noun}`} placeholder={`Search ${noun}`} value={q} onChange={(e) => setQ(e.target.value)} />
      <button type="submit">Search</button>
      {children?.(change)}
    </FilterBar>
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

function NameChoice({
  label,
  noun,
  query,
  value,
  keepUnknown,
  onChange,
}: NameChoiceProps & { label: string; noun: string; query: UseQueryResult<NamedCount[]> }) {
  const names = query.data?.map((n) => n.name) ?? [];
  if (keepUnknown && value && !names.includes(value)) names.unshift(value);
  const all = query.isError ? `${noun[0].toUpperCase()}${noun.slice(1)} unavailable` : query.data ? `All ${noun}` : `Loading ${noun}…`;
  return <Choice label={label} value={value} options={names} all={all} disabled={keepUnknown ? undefined : !query.data} onChange={onChange} />;
}

/** The tags of GET /tags, most used first. */
export function TagChoice(props: NameChoiceProps) {
  const query = useQuery(tagsQuery());
  return <NameChoice {...props} label="Tag" noun="tags" query={query} />;
}

/** Who appears in videos and photos (GET /actresses). */
export function ActressChoice(props: NameChoiceProps) {
  const query = useQuery(actressesQuery());
  return <NameChoice {...props} label="Actress" noun="actresses" query={query} />;
}
