import { GlobalStyles, ThemeAndBoundary, ToastHost, bus, loadCurrentAccount } from '@platform/shared';
import { createRoot } from 'react-dom/client';
import { Root } from './root';

// Without the shell nobody performs bus.navigate: do it here so redirects work in `pnpm dev`.
bus.navigate.subscribe(({ to, replace }) => {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
});

void loadCurrentAccount().catch(() => undefined);

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <>
    <ThemeAndBoundary>
      <GlobalStyles />
      <ToastHost />
    </ThemeAndBoundary>
    <Root />
  </>,
);
