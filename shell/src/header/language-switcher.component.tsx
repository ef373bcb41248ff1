import styled from 'styled-components';
import { changeLanguage, currentLanguage, LANGUAGES, useSharedTexts, type InterfaceLanguage } from '@platform/shared';

/**
 * The interface language, for every remote at once (one i18next instance per page). The choice is remembered in
 * this browser; a first visit follows the browser's language. Each option is written in its own language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  // useSharedTexts re-renders this on every language change, wherever it was made
  const { t } = useSharedTexts();
  return (
    <Select
      className={className}
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(e) => void changeLanguage(e.target.value as InterfaceLanguage)}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {t(`language.${lng}`)}
        </option>
      ))}
    </Select>
  );
}

const Select = styled.select`
  min-height: 36px;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;
