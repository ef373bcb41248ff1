import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide base styles. Only the shell renders this — a remote must not restyle the page. (Why each rule is there
 * is said here, not in CSS comments: those would ship to every visitor inside the template.)
 * - A plain link inside a sentence is underlined: colour alone does not tell it apart from muted text (WCAG 1.4.1,
 *   axe link-in-text-block). Same weight as the rule before it, so any component's own link style still wins.
 * - A table's head cells line up on the left like the text around them (opening hours).
 * - Keyboard focus is always visible: a 3 px ring outside the element (5.4:1 on white, 3.8:1 on black), on every
 *   focusable element. 'html :focus-visible' outranks a single class, so a component's 'outline: none' (meant for
 *   the mouse) cannot hide it; a component that draws its own ring sets it on ':focus-visible' (two classes' worth).
 *   Text fields keep the ring tight to their edge (no gap between the field and its ring).
 */
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
  :where(p, span, small, dd, figcaption, blockquote, label) > a:where(:not([class])) {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  img { max-width: 100%; display: block; }
  th { text-align: start; }
  button, input, select, textarea { font: inherit; }

  html :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  html input:focus-visible,
  html textarea:focus-visible,
  html select:focus-visible {
    outline-offset: 0;
  }
  @media (forced-colors: active) {
    html :focus-visible { outline-color: Highlight; }
  }
`;
