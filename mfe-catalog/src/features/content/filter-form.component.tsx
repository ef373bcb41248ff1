import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { PHONE_MAX } from '@platform/shared';
import { useTexts } from '../../i18n';

interface FilterFormProps {
  /** The search box's name and placeholder. */
  searchLabel: string;
  submitLabel: string;
  query: string;
  onQuery(query: string): void;
  onSubmit(): void;
  /** The selects (and any control beside them). */
  children?: ReactNode;
}

/**
 * A list's search form. On a wide screen the search box, its button and the selects share a row; on a phone the
 * search box takes the row beside "Search" and a "Filters" button, which opens the selects as a sheet under it
 * (a disclosure: Escape closes it and gives the focus back to the button).
 */
export function FilterForm({ searchLabel, submitLabel, query, onQuery, onSubmit, children }: FilterFormProps) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Form role="search" onSubmit={submit} onKeyDown={closeOnEscape}>
      <SearchRow>
        <input type="search" aria-label={searchLabel} placeholder={searchLabel} value={query} onChange={(e) => onQuery(e.target.value)} />
        <button type="submit">{submitLabel}</button>
        {children && (
          <SheetToggle ref={toggle} type="button" aria-expanded={open} aria-controls={sheetId} onClick={() => setOpen(!open)}>
            {t('filterSheet.toggle')}
          </SheetToggle>
        )}
      </SearchRow>
      {children && (
        <Sheet id={sheetId} $open={open}>
          {children}
        </Sheet>
      )}
    </Form>
  );
}

/** Every control of the bar alike: the theme's edge, radius and height, on white. */
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: 8px;
  margin: 12px 0;
  input,
  select,
  button {
    font: inherit;
    min-width: 0;
    min-height: 40px;
    box-sizing: border-box;
    padding: 6px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    cursor: pointer;
    font-weight: 600;
  }
  button[type='submit'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
  @media (max-width: ${PHONE_MAX}) {
    input,
    select,
    button {
      min-height: 44px;
    }
  }
`;

const SearchRow = styled.div`
  display: flex;
  gap: 8px;
  flex: 2 1 320px;
  /* without it the row is at least as wide as the search box's intrinsic width plus the buttons: wider than a phone */
  min-width: 0;
  input[type='search'] {
    flex: 1 1 auto;
  }
  @media (max-width: ${PHONE_MAX}) {
    flex-basis: 100%;
  }
`;

/** Only on a phone: on a wide screen the selects are always shown. */
const SheetToggle = styled.button`
  display: none;
  @media (max-width: ${PHONE_MAX}) {
    display: block;
  }
`;

const Sheet = styled.div<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex: 3 1 420px;
  select {
    flex: 1 1 140px;
  }
  @media (max-width: ${PHONE_MAX}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-basis: 100%;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    select {
      flex: 1 1 100%;
    }
  }
`;
