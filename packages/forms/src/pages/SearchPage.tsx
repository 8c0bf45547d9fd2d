import { useCallback, useState } from 'react';
import { usePage, type HelpItem } from '@insulcalc/shell';
import type { ViewRowsAnswer } from '../core/index';
import { SearchGrid, type SearchGridProps } from './SearchGrid';

export interface SearchPageProps extends Omit<SearchGridProps, 'showTitle' | 'onAnswer'> {
  /** The page title; the view's translated title otherwise. */
  title?: string;
  /** The view's help-content form, which the frame's help icon opens (spec §2 'dashboard, form or view help item'). */
  helpItem?: HelpItem;
}

/**
 * A search page (spec §2): the view's records in a ViewGrid with add, edit and delete. The page
 * title (header and document title) is the view's. Mount it with {@link searchPageRoutes} or as
 * a route element of your own; see the package README.
 */
export function SearchPage({ title, helpItem, ...grid }: SearchPageProps) {
  const [viewTitle, setViewTitle] = useState<string | undefined>(undefined);
  const onAnswer = useCallback((answer: ViewRowsAnswer) => setViewTitle(answer.title), []);
  const pageTitle = title ?? viewTitle;
  usePage({
    ...(pageTitle ? { title: pageTitle } : {}),
    ...(helpItem ? { helpItem } : {}),
    ignoreDirty: true,
  });
  return (
    <div className="ic-page ic-search-page">
      {pageTitle ? <h1 className="ic-form-title">{pageTitle}</h1> : null}
      <SearchGrid {...grid} {...(pageTitle ? { label: pageTitle } : {})} onAnswer={onAnswer} />
    </div>
  );
}
