import { Component, type ErrorInfo, type ReactNode } from 'react';
import { navigation } from '../../navigation';
import { PageError } from './PageError';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The current path: when it changes (the reader navigated away) the error is cleared. */
  resetKey: string;
  /** Wraps the error panel, e.g. in the navbar and footer when the boundary is outside them. */
  frame?: (panel: ReactNode) => ReactNode;
}

interface PageErrorBoundaryState {
  error: Error | null;
}

/** Catches a page's render errors and failed chunk loads and shows PageError in its place. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // The route change that led here is over: stop the progress bar and the spinner.
    navigation.settle();
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const panel = <PageError error={error} onReset={() => this.setState({ error: null })} />;
    return this.props.frame ? this.props.frame(panel) : panel;
  }
}
