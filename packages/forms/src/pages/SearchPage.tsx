import { useCallback, useState } from 'react';
import { helpContentItem, usePage, type HelpItem } from '@insulcalc/shell';
import type { ViewRowsAnswer } from '../core/index';
import { SearchGrid, type SearchGridProps } from './SearchGrid';

export interface SearchPageProps extends Omit<SearchGridProps, 'showTitle' | 'onAnswer'> {
  /** The page title; the view's translated title otherwise. */
  title?: string;
  /**
   * The help-content form the frame's help icon opens (spec §2 'dashboard, form or view help
   * item'); the view's own `helpContentId` otherwise.
   */
  helpItem?: HelpItem;
}

/**
 * A search page (spec §2): the view's records in a ViewGrid with add, edit and delete. The page
 * title (header and document title) is the view's. Mount it with {@link searchPageRoutes} or as
 * a route element of your own; see the package README.
 */
export function SearchPage({ title, helpItem, ...grid }: SearchPageProps) {
  const [view, setView] = useState<{ title: string; helpContentId: string | null } | undefined>(undefined);
  const onAnswer = useCallback(
    (answer: ViewRowsAnswer) => setView({ title: answer.title, helpContentId: answer.helpContentId ?? null }),
    [],
  );
  const pageTitle = title ?? view?.title;
  // The page's own help item, else the view's (spec §2), else the route's.
  const help = helpItem ?? (view?.helpContentId ? helpContentItem(view.helpContentId) : undefined);
  usePage({
    ...(pageTitle ? { title: pageTitle } : {}),
    ...(help ? { helpItem: help } : {}),
    ignoreDirty: true,
  });
  return (
    <div className="ic-page ic-search-page">
      {pageTitle ? <h1 className="ic-form-title">{pageTitle}</h1> : null}
      <SearchGrid {...grid} {...(pageTitle ? { label: pageTitle } : {})} onAnswer={onAnswer} />
    </div>
  );
}
