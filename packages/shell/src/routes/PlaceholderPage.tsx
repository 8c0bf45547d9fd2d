import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../layout/PageHeader';
import { usePage } from '../layout/pageState';
import { useT } from '../layout/i18n';

export interface PlaceholderPageProps {
  /** Translation key of the page title. */
  titleKey: string;
  /** Translation key of the text naming what the page will show; receives the route params and `query.*`. */
  textKey: string;
  /** Query parameters to hand to the text (e.g. instanceActivityTaskId). */
  queryParams?: string[];
}

/**
 * A real page for screens whose content comes with later work (code lists, document templates,
 * forms, dashboards, reports, tasks): translated title and a text naming what will be there.
 */
export function PlaceholderPage({ titleKey, textKey, queryParams = [] }: PlaceholderPageProps) {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) values[k] = v;
  for (const q of queryParams) values[q] = search.get(q) ?? '—';
  const title = t(titleKey, values);
  usePage({ title });
  return (
    <>
      <PageHeader title={title} />
      <div className="ic-placeholder">
        <p>{t(textKey, values)}</p>
        <p>
          <strong>{t('Placeholder_InPreparation')}</strong>
        </p>
      </div>
    </>
  );
}
