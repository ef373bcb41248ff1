import { Input, type Option } from '@platform/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useKitTexts } from './texts';
import { PHONE } from './phone';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Box = styled.div<{ $tall: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 4px 12px;
  max-height: ${({ $tall }) => ($tall ? '320px' : 'none')};
  overflow-y: auto;
  overflow-x: hidden;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    min-width: 0;
    padding: 3px 0;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  input {
    flex: none;
    margin-top: 3px;
  }
  ${PHONE} {
    grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
    label {
      /* a row a thumb can hit */
      min-height: 36px;
      align-items: center;
    }
    input {
      margin-top: 0;
      width: 20px;
      height: 20px;
    }
  }
`;

const Meta = styled.div`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Filter = styled.div`
  margin-bottom: 8px;
`;

interface Props {
  legend: string;
  options: Option[];
  selected: string[];
  onChange(next: string[]): void;
  /** Long lists (countries) get a filter box and a scrolling area. */
  filterLabel?: string;
  disabled?: boolean;
  hint?: string;
}

/** A labelled group of checkboxes: a multi-select that works with a thumb as well as a mouse. */
export function CheckboxList({ legend, options, selected, onChange, filterLabel, disabled, hint }: Props) {
  const { t } = useKitTexts();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const chosen = new Set(selected);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle) || o.value.toLowerCase() === needle) : options;

  const toggle = (value: string, on: boolean) => {
    const next = on ? [...selected, value] : selected.filter((v) => v !== value);
    // keep the order of the list, not of the clicks
    const order = new Map(options.map((o, i) => [o.value, i]));
    onChange([...new Set(next)].sort((a, b) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9)));
  };

  return (
    <Fieldset disabled={disabled}>
      <legend>{legend}</legend>
      {filterLabel && (
        <Filter>
          <label htmlFor={filterId} style={{ display: 'block', fontSize: 13, marginBottom: 4 }}>
            {filterLabel}
          </label>
          <Input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('checkboxList.filterPlaceholder')}
          />
        </Filter>
      )}
      <Box $tall={!!filterLabel || options.length > 24}>
        {shown.map((o) => (
          <label key={o.value}>
            <input type="checkbox" checked={chosen.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
            <span>{o.label}</span>
          </label>
        ))}
        {shown.length === 0 && <span>{needle ? t('checkboxList.noMatch') : t('checkboxList.nothing')}</span>}
      </Box>
      <Meta>
        {t('checkboxList.selected', { count: selected.length })}
        {hint ? ` · ${hint}` : ''}
      </Meta>
    </Fieldset>
  );
}
