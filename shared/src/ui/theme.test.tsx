// The node build of styled-components renders global styles only server-side; a browser gets the browser build.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'));

import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles, theme } from '.';

it('uses the brand colours on a light theme, darkened where they carry text (WCAG AA)', () => {
  expect(theme.mode).toBe('light');
  expect(theme.colors).toMatchObject({ brand: '#ff0066', brandSuccess: '#2fb52d', white: '#ffffff', background: '#ffffff' });
  expect(theme.colors).toMatchObject({ primary: '#d30054', success: '#1f791e' });
});

it('GlobalStyles injects dark-text-on-white base styles', () => {
  render(
    <ThemeProvider theme={theme}>
      <GlobalStyles />
    </ThemeProvider>,
  );
  const css = Array.from(document.querySelectorAll('style'))
    .map((s) => s.textContent)
    .join('\n');
  expect(css).toMatch(/body\s*\{[^}]*background:\s*#ffffff/);
  expect(css).toMatch(/color:\s*#1d1d24/);
});
