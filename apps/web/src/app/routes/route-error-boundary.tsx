import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page.tsx';

interface RouteErrorBoundaryProps {
  /** The location's key: a new navigation gives the page another chance to render. */
  locationKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  locationKey: string;
}

/**
 * Shows the error page when a route fails to render or its code fails to load (e.g. after a
 * deploy), until the user navigates elsewhere.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state: RouteErrorBoundaryState = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { failed: false, locationKey: props.locationKey };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
