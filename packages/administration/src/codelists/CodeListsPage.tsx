import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useDialogs } from '@insulcalc/dialogs';
import { SearchGrid, openDynamicFormDialog, type SearchPageButton } from '@insulcalc/forms';
import { usePage } from '@insulcalc/shell';
import { useT } from '../i18n';

/** Where a code list's items are edited: its API name reads well in the address (`mediums`). */
export const codeListPath = (apiName: string) => `/Administration/CodeList/${encodeURIComponent(apiName)}`;

/**
 * Administration/CodeList: every code list (the view `CodeLists`, one row per list with its item
 * counts) as a search page. Edit (or Enter on a row) opens the list's items: the search page
 * goes to `…/Default/{id}`, which {@link CodeListRedirect} turns into the readable address.
 * "New code list" opens the `CodeList` form in a dialog: its API name, names and attributes
 * become the list's entity, form and view on the server (data, no code change).
 */
export function CodeListsPage() {
  const t = useT();
  const dialogs = useDialogs();
  // Remounting the grid after an add reads the lists again (the new one among them).
  const [round, setRound] = useState(0);
  const title = t('Administration_CodeLists_Title');
  usePage({ title, ignoreDirty: true });
  // In the grid's toolbar beside its own buttons; it needs no selected row.
  const buttons = useMemo<SearchPageButton[]>(
    () => [
      {
        baseName: 'NewCodeList',
        title: t('Administration_CodeLists_Add'),
        onClick: () =>
          openDynamicFormDialog(dialogs, { formGroupId: 'CodeList', entityId: 'CodeList' }, () =>
            setRound((r) => r + 1),
          ),
      },
    ],
    [dialogs, t],
  );
  return (
    <div className="ic-page ic-search-page ic-admin-page">
      <h1 className="ic-form-title">{title}</h1>
      <p className="ic-admin-intro">{t('Administration_CodeLists_Intro')}</p>
      <SearchGrid
        key={round}
        viewId="CodeLists"
        label={title}
        editRoute="Administration/CodeList"
        allowAdd={false}
        allowDelete={false}
        buttons={buttons}
      />
    </div>
  );
}

/** Administration/CodeList/Default/:codelistId (the search page's edit address) → …/CodeList/:codelistId. */
export function CodeListRedirect() {
  const { codelistId = '' } = useParams();
  return <Navigate to={codeListPath(codelistId)} replace />;
}
