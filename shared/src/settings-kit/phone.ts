import { PHONE_MAX } from '@platform/shared';
import { css } from 'styled-components';

/** The shell's phone breakpoint (640 px and below), for this remote's media queries. */
export const PHONE = `@media (max-width: ${PHONE_MAX})`;

/**
 * Touch-friendly controls on a phone, for a container of forms: 44 px high fields and primary (submit) buttons, and
 * 16 px text in fields (smaller text makes mobile Safari zoom the page on focus). `.touch-target` opts other buttons in.
 */
export const touchControls = css`
  ${PHONE} {
    input:not([type='checkbox']):not([type='radio']),
    select,
    textarea {
      font-size: 16px;
    }
    input:not([type='checkbox']):not([type='radio']):not([type='file']),
    select {
      min-height: 44px;
    }
    button[type='submit'],
    .touch-target {
      min-height: 44px;
    }
  }
`;
