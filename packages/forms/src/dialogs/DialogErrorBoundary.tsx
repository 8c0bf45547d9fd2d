import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emitUserMessages } from '@insulcalc/shell/http';

interface Props {
  children: ReactNode;
  /** Closes the dialog after the message is raised. */
  onError?: () => void;
}

/**
 * Spec §8: a rendering error inside a dialog adds an error user message instead of a
 * danger-styled block.
 */
export class DialogErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    emitUserMessages([
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
