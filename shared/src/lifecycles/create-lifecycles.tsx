// The only file that knows about single-spa-react: moving to single-spa 7 changes this file alone.
import singleSpaReact from 'single-spa-react';
import type * as ReactNamespace from 'react';
import type * as ReactDOMClientNamespace from 'react-dom/client';
import { SHARED_INSTANCE_ID } from '../bus';
import { textsReady, translate } from '../i18n';
import { theme } from '../ui/theme';

/** Props single-spa passes to every lifecycle; the shell adds `domElement` (the app's fixed container). */
export interface LifecycleProps {
  name: string;
  domElement?: HTMLElement;
  [key: string]: unknown;
}

export type LifecycleFn = (props: LifecycleProps) => Promise<unknown>;

export interface Lifecycles {
  bootstrap: LifecycleFn;
  mount: LifecycleFn;
  unmount: LifecycleFn;
}

export interface CreateLifecyclesOptions {
  /** MF container name, e.g. 'mfe_auth'. */
  name: string;
  rootComponent: ReactNamespace.ComponentType;
  /** The remote passes its own imports so the debug record proves which copy is in use. */
  React: typeof ReactNamespace;
  ReactDOMClient: typeof ReactDOMClientNamespace;
}

interface DebugRecord {
  remotes: Record<string, { react: unknown; sharedId: string }>;
}

declare global {
  var __PLATFORM_DEBUG__: DebugRecord | undefined;
}

function record(name: string, React: typeof ReactNamespace): void {
  const debug = (globalThis.__PLATFORM_DEBUG__ ??= { remotes: {} });
  debug.remotes ??= {};
  // An end-to-end test compares these across remotes: one React, one @platform/shared.
  debug.remotes[name] = { react: React, sharedId: SHARED_INSTANCE_ID };
}

function createBoundary(React: typeof ReactNamespace, name: string) {
  interface State {
    error: Error | null;
  }
  // Keeps a render error inside this remote: header, navigation and other remotes keep working.
  return class RemoteErrorBoundary extends React.Component<{ children?: ReactNamespace.ReactNode }, State> {
    state: State = { error: null };

    static getDerivedStateFromError(error: Error): State {
      return { error };
    }

    componentDidCatch(error: Error): void {
      console.error(`[${name}] render error`, error);
    }

    render(): ReactNamespace.ReactNode {
      if (!this.state.error) return this.props.children;
      return (
        <div
          role="alert"
          data-remote-error={name}
          style={{
            padding: 24,
            margin: 16,
            border: `1px solid ${theme.colors.primaryBorder}`,
            borderRadius: 8,
            background: theme.colors.primaryTint,
          }}
        >
          <p style={{ margin: '0 0 12px' }}>{translate('shared:somethingWrongOnPage')}</p>
          <button type="button" onClick={() => this.setState({ error: null })}>
            {translate('shared:tryAgain')}
          </button>
        </div>
      );
    }
  };
}

export function createLifecycles(options: CreateLifecyclesOptions): Lifecycles {
  const { name, rootComponent: Root, React, ReactDOMClient } = options;
  record(name, React);
  const Boundary = createBoundary(React, name);
  function RemoteRoot() {
    return (
      <Boundary>
        <Root />
      </Boundary>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;

  const lifecycles = singleSpaReact<LifecycleProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // Mount into the element single-spa (the shell) hands over; fall back to a container of our own.
    domElementGetter: (props) => props.domElement ?? ensureContainer(props.name),
    // Our own boundary sits inside the root, so single-spa-react's missing-boundary warning does not apply.
    suppressComponentDidCatchWarning: true,
  });
  return {
    bootstrap: (props) => lifecycles.bootstrap(props as never) as Promise<unknown>,
    // the remote's texts in the page's language first (fetched when it is not English)
    mount: async (props) => {
      await textsReady();
      return lifecycles.mount(props as never) as Promise<unknown>;
    },
    unmount: (props) => lifecycles.unmount(props as never) as Promise<unknown>,
  };
}

function ensureContainer(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement('div');
    element.id = id;
    document.body.appendChild(element);
  }
  return element;
}
