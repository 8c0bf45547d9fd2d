import { Navigate, useParams } from 'react-router';
import { SearchGrid } from '@insulcalc/forms';
import { usePage } from '@insulcalc/shell';
import { useT } from '../i18n';

/** Where a code list's items are edited: its API name reads well in the address (`mediums`). */
export const codeListPath = (apiName: string) => `/Administration/CodeList/${encodeURIComponent(apiName)}`;

/**
 * Administration/CodeList: every code list (the view `CodeLists`, one row per list with its item
 * counts) as a search page. Edit (or Enter on a row) opens the list's items: the search page
 * goes to `…/Default/{id}`, which {@link CodeListRedirect} turns into the readable address.
 */
export function CodeListsPage() {
  const t = useT();
  const title = t('Administration_CodeLists_Title');
  usePage({ title, ignoreDirty: true });
  return (
    <div className="ic-page ic-search-page ic-admin-page">
      <h1 className="ic-form-title">{title}</h1>
      <p className="ic-admin-intro">{t('Administration_CodeLists_Intro')}</p>
      <SearchGrid
        viewId="CodeLists"
        label={title}
        editRoute="Administration/CodeList"
        allowAdd={false}
        allowDelete={false}
      />
    </div>
  );
}

/** Administration/CodeList/Default/:codelistId (the search page's edit address) → …/CodeList/:codelistId. */
export function CodeListRedirect() {
  const { codelistId = '' } = useParams();
  return <Navigate to={codeListPath(codelistId)} replace />;
}
