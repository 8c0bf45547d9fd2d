import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useHttp } from '@insulcalc/shell';
import type { HttpClient } from '@insulcalc/shell/http';

interface Props {
  children: ReactNode;
  /** Closes the dialog after the message is raised. */
  onError?: () => void;
}

/**
 * Spec §8: a rendering error inside a dialog adds an error user message (to the app store's own
 * messages) instead of a danger-styled block.
 */
export function DialogErrorBoundary(props: Props) {
  return <ErrorBoundary {...props} http={useHttp()} />;
}

class ErrorBoundary extends Component<Props & { http: HttpClient }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.props.http.emitUserMessages([
      {
        id: `dialog-error-${Date.now()}`,
        message: error.message || String(error),
        level: 'error',
        isHtml: false,
        target: 'page',
        createdAt: Date.now(),
      },
    ]);
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
