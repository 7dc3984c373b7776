import { Component, type ReactNode } from 'react';

interface ScalarErrorBoundaryProps {
  children: ReactNode;
  /** Called once when Scalar failed to download or to render. */
  onError: (error: unknown) => void;
}

/**
 * Keeps a failure of Scalar (its bundle blocked or offline, a render error) to Scalar: the page keeps the static
 * reference instead of showing the crash page.
 */
export class ScalarErrorBoundary extends Component<ScalarErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
