import { useRef, useState } from 'react';
import styled from 'styled-components';
import { BRAND_COLORS, theme, translatedSetting, useFocusTrap } from '@platform/shared';
import { useTexts } from '../i18n';
import { PrimaryButton } from '../layout/layout-parts';
import { SafeHtml } from '../settings/safe-html.component';

export const POPUP_18_KEY = 'platform:popup-18plus';
export const LEAVE_URL = 'https://www.google.com';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.backdropDark};
`;

const Dialog = styled.div`
  max-width: 480px;
  margin: 16px;
  padding: 28px;
  border-radius: 12px;
  background: ${BRAND_COLORS.white};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  margin-top: 20px;
`;

const Enter = styled(PrimaryButton)`
  padding: 10px 20px;
`;

const Leave = styled.button`
  padding: 10px 20px;
  border: 1px solid ${theme.colors.controlBorder};
  border-radius: 6px;
  background: ${BRAND_COLORS.white};
  cursor: pointer;
`;

export interface Popup18PlusProps {
  enabled: boolean;
  content: string;
  /** content for a Russian interface (empty: content). */
  contentRu?: string;
  storage?: Storage;
  leave?: () => void;
}

function storedAnswer(storage: Storage): string | null {
  try {
    return storage.getItem(POPUP_18_KEY);
  } catch {
    return null;
  }
}

/** The 18+ entry popup: entering hides it for good (remembered); leaving sends the visitor off the site. */
export function Popup18Plus({
  enabled,
  content,
  contentRu = '',
  storage = window.localStorage,
  leave = () => window.location.assign(LEAVE_URL),
}: Popup18PlusProps) {
  const [entered, setEntered] = useState(() => storedAnswer(storage) === 'entered');
  const { t } = useTexts();
  const dialog = useRef<HTMLDivElement>(null);
  const open = enabled && !entered;
  // the site is behind it until answered: Tab stays inside, there is nothing to Escape to
  useFocusTrap(dialog, { active: open });
  if (!open) return null;
  const text = translatedSetting({ content, contentRu }, 'content');

  const answer = (value: 'entered' | 'left') => {
    try {
      storage.setItem(POPUP_18_KEY, value);
    } catch {
      // Without storage the popup simply asks again next visit.
    }
  };

  return (
    <Backdrop>
      <Dialog ref={dialog} role="dialog" aria-modal="true" aria-labelledby="popup-18-title">
        <h2 id="popup-18-title">{t('popup18.title')}</h2>
        {text ? <SafeHtml html={text} /> : <p>{t('popup18.text')}</p>}
        <Actions>
          <Enter
            type="button"
            onClick={() => {
              answer('entered');
              setEntered(true);
            }}
          >
            {t('popup18.enter')}
          </Enter>
          <Leave
            type="button"
            onClick={() => {
              answer('left');
              leave();
            }}
          >
            {t('popup18.leave')}
          </Leave>
        </Actions>
      </Dialog>
    </Backdrop>
  );
}
