import type { ReactNode } from 'react';

/** The help tooltip's props, shared by its stand-in and its react-aria implementation. */
export interface HelpTooltipProps {
  /** The tooltip's text (or content). */
  content: ReactNode;
  /** The trigger button's accessible name, e.g. "Help: Contact name". */
  label: string;
  /** What the trigger shows; a question mark by default. */
  children?: ReactNode;
  className?: string;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}
