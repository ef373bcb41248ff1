import { createGlobalStyle } from 'styled-components';

/** Page-wide base styles. Only the shell renders this — a remote must not restyle the page. */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  /*
   * A plain link inside a sentence is underlined: colour alone does not tell it apart from muted text (WCAG 1.4.1,
   * axe link-in-text-block). Same weight as the rule above, so any component's own link style still wins.
   */
  :where(p, span, small, dd, figcaption, blockquote, label) > a:where(:not([class])) {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }

  /*
   * Keyboard focus is always visible: a 3 px ring outside the element (5.4:1 on white, 3.8:1 on black), on every
   * focusable element. 'html :focus-visible' outranks a single class, so a component's 'outline: none' (meant for
   * the mouse) cannot hide it; a component that draws its own ring sets it on ':focus-visible' (two classes' worth).
   */
  html :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* Text fields keep the ring tight to their edge (no gap between the field and its ring). */
  html input:focus-visible,
  html textarea:focus-visible,
  html select:focus-visible {
    outline-offset: 0;
  }
  @media (forced-colors: active) {
    html :focus-visible { outline-color: Highlight; }
  }
`;
