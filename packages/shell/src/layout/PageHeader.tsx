import { useEffect, type ReactNode } from 'react';
import { ToolbarLockContext } from '@insulcalc/dialogs';
import { brandNameOf, useFrameOptions } from './frameOptions';
import { usePageState } from './pageState';
import { useT } from './i18n';

/** Title text with the unsaved-changes asterisk (spec §2), e.g. 'Code list *'. */
export function headerTitle(title: string, dirty: boolean, ignoreDirty: boolean): string {
  return dirty && !ignoreDirty ? `${title} *` : title;
}

/** `page title - brand`, or the brand alone. */
export function documentTitle(pageTitle: string | null | undefined, brandName: string): string {
  return pageTitle ? `${pageTitle} - ${brandName}` : brandName;
}

/** Keeps document.title in step with the page title (spec §2). */
export function DocumentTitle() {
  const { state } = usePageState();
  const options = useFrameOptions();
  const title = documentTitle(state.title, brandNameOf(options));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export interface PageHeaderProps {
  /** Defaults to the page state's title, else the default form title. */
  title?: string;
  /** Toolbar and actions: inert while the page is locked. */
  children?: ReactNode;
}

/** Page header with the title (asterisk when dirty) and the page's toolbar. */
export function PageHeader({ title, children }: PageHeaderProps) {
  const t = useT();
  const { state } = usePageState();
  const text = title ?? state.title ?? t('Shell_DefaultFormTitle');
  return (
    <div className="ic-page-header">
      <h1>{headerTitle(text, state.dirty, state.ignoreDirty)}</h1>
      {state.dirty && !state.ignoreDirty && (
        <span className="ic-visually-hidden">{t('Shell_UnsavedChanges')}</span>
      )}
      <ToolbarLockContext.Provider value={state.locked}>
        <div className="ic-page-actions" inert={state.locked} aria-busy={state.locked || undefined}>
          {children}
        </div>
      </ToolbarLockContext.Provider>
    </div>
  );
}
