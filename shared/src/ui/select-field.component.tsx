import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Option } from '../constants';
import { FieldShell, useFieldControl, controlStyles, type FieldChromeProps } from './field-shell.component';

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldChromeProps & {
    options: Array<Option<string | number>>;
    /** Shown as an empty first choice. */
    placeholder?: string;
  };

export function SelectField({ label, error, hint, id, options, placeholder, ...select }: SelectFieldProps) {
  const { fieldId, control } = useFieldControl(id, error, hint);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <Select {...select} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={String(o.value)} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
