/**
 * Light theme: dark text on white, pink primary.
 *
 * Contrast (WCAG 2.1 AA): every colour below that is used for text, or behind white text, reaches 4.5:1 on white
 * (the figures are against #ffffff unless said otherwise). The bright brand colours (`brand`, `brandSuccess`) are
 * for decoration only — bars, borders, spinners, illustrations — never for text or behind text: #ff0066 is 3.9:1
 * and #2fb52d 2.7:1 on white.
 *
 * Every colour of the web apps is a token of this theme (lint: `platform/no-colour-literal`); a component that needs a
 * colour none of these gives adds it here.
 */
export const theme = {
  mode: 'light' as const,
  colors: {
    /** The brand pink, darkened (same hue as #ff0066) for text, links and the background of white text: 5.4:1; 4.5:1 on `primarySoft`, 3.1:1 against `text` (a link in running text stands out without an underline). */
    primary: '#d30054',
    /** Hover/pressed state of `primary` backgrounds (white text on it: 7.7:1). */
    primaryHover: '#a80043',
    primarySoft: '#ffe5ef',
    /** The lightest pink: a plain control's hover and open state, a soft panel or page (`primary` text on it: 4.9:1). */
    primaryTint: '#fff0f6',
    /** The edge of a pink panel (decoration). */
    primaryBorder: '#f0d5df',
    /** The bright brand pink (#ff0066), for decoration only (header bar, spinner, accents) — never text, never behind text. */
    brand: '#ff0066',
    /** The brand green, darkened (same hue as #2fb52d) for text and the background of white text: 5.5:1. */
    success: '#1f791e',
    /** The bright brand green (#2fb52d), for decoration only (borders, dots). */
    brandSuccess: '#2fb52d',
    white: '#ffffff',
    background: '#ffffff',
    surface: '#f7f7f9',
    text: '#1d1d24',
    /** Secondary text: 6.3:1 on white, 5.8:1 on `surface`, 5.3:1 on `primarySoft`. */
    textMuted: '#5f5f6b',
    /** Dividers and card edges (decoration). */
    border: '#e4e4ea',
    /** The edge of a form control (input, select, textarea, checkbox): 3.6:1, as WCAG 1.4.11 asks of a component's boundary. */
    controlBorder: '#85858f',
    /** Error text and danger buttons (white text on it: 5.4:1). */
    error: '#c62f35',
    /** Behind an error message or a refused state (`error` text on it: 4.9:1). */
    errorSoft: '#fff0f1',
    /** Warning accent (decoration only: 2:1); warning text uses `warningText`. */
    warning: '#f5a524',
    warningText: '#8a5a00',
    /** Behind a warning or a pending state (`warningText` on it: 5.6:1). */
    warningSoft: '#fff8e8',
    /** Info text and accents: 5.8:1. */
    info: '#1565c0',
    /** Behind an information message (`info` text on it: 5.2:1). */
    infoSoft: '#eef5fd',
    /** Behind a success message or a done state (`success` text on it: 5:1). */
    successSoft: '#eef8ee',
    /** The keyboard focus ring: 5.4:1 on white, 3.8:1 on black (video, dark overlays). */
    focus: '#d30054',
    /** Behind a dialog: the page dimmed; `backdropDark` behind a picture shown full size (white text on it). */
    backdrop: 'rgba(16, 16, 24, 0.55)',
    backdropDark: 'rgba(10, 10, 16, 0.85)',
    /** Behind a video or a picture (letterbox, the moment before it plays or loads). */
    media: '#000000',
    /** A caption, badge or control laid over a picture or video (`white` text on it). */
    overlay: 'rgba(0, 0, 0, 0.7)',
    /** An edge on a dark overlay or backdrop (the lightbox's buttons). */
    borderOnDark: 'rgba(255, 255, 255, 0.4)',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '13px', md: '15px', lg: '18px', xl: '24px', xxl: '30px' },
  },
  shadow: {
    card: '0 1px 2px rgba(16, 16, 24, 0.06), 0 4px 16px rgba(16, 16, 24, 0.05)',
    popup: '0 8px 28px rgba(16, 16, 24, 0.16)',
    /** A card under the pointer, lit in the brand pink. */
    brandGlow: '0 2px 10px rgba(255, 0, 102, 0.35)',
    /** A bar fixed to the bottom of the screen, above the page. */
    dock: '0 -4px 16px rgba(16, 16, 24, 0.08)',
    /** Text over a picture (a banner's title). */
    text: '0 1px 3px rgba(0, 0, 0, 0.6)',
  },
  breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px' },
  zIndex: { loader: 1000, toast: 1100 },
};

export type PlatformTheme = typeof theme;

declare module 'styled-components' {
  // Typed `props.theme` in every styled component of every remote.

  export interface DefaultTheme extends PlatformTheme {}
}
