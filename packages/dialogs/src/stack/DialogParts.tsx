import type { ReactNode } from 'react';

/** Body of a dialog (focus goes to its first field or button). */
export function DialogBody({ children }: { children: ReactNode }) {
  return (
    <div className="ic-dialog-body" data-dialog-body="">
      {children}
    </div>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="ic-dialog-footer">{children}</div>;
}
