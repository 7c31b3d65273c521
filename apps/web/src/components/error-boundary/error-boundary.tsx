import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../../lib/client-errors/report-client-error';

interface ErrorBoundaryProps {
  /** Where the boundary sits: a route pattern (`/bookings/:id`) or `shell`; reported with the error. */
  route: string;
  /** What replaces the failed tree; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasFailed: boolean;
}

/**
 * Catches what a part of the app throws while rendering (a page whose code failed to download, a bug), shows
 * `fallback` in its place instead of a blank app, and reports the error to the API log.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportClientError(error, this.props.route);
  }

  private readonly retry = () => this.setState({ hasFailed: false });

  override render(): ReactNode {
    return this.state.hasFailed ? this.props.fallback(this.retry) : this.props.children;
  }
}
