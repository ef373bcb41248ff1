import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { UnavailablePanel } from './unavailable-panel.component';
import { remoteLabel } from './remote-names';
import type { RemoteLifecycles } from './remote-loader';

/**
 * Lifecycles the shell substitutes for a remote that failed to load: single-spa mounts the panel into
 * the remote's own container, so the failure stays in that slot.
 */
export function unavailableLifecycles(name: string, retry: () => Promise<void>): RemoteLifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const element = props.domElement as HTMLElement;
      root = createRoot(element);
      flushSync(() => root!.render(<UnavailablePanel label={remoteLabel(name)} onRetry={retry} />));
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
