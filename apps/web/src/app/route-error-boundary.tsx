import { Component, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';

interface State {
  error: unknown;
}

/**
 * Keeps the shell usable when a page throws or its code fails to load (e.g. after a redeploy):
 * the page area shows what failed and a Retry that reloads.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorState
          title="This page failed to load."
          error={this.state.error}
          onRetry={() => window.location.reload()}
        />
      );
    }
    return this.props.children;
  }
}
