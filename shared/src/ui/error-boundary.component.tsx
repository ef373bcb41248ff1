import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './states.component';

export const FRIENDLY_ERROR = 'Something went wrong. Please try again.';

interface Props {
  children: ReactNode;
  /** Custom fallback; receives the error and a reset function. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
  onError?(error: Error, info: ErrorInfo): void;
}

/** Keeps a render error inside this subtree and offers a retry (re-mounts the children). */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
    console.error('[ui] render error', error);
  }

  retry = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error, this.retry) : <ErrorState message={FRIENDLY_ERROR} onRetry={this.retry} />;
  }
}
