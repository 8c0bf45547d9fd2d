import { Link, useParams } from 'react-router';
import { SearchPage, useGetViewRowsQuery } from '@insulcalc/forms';
import { usePage } from '@insulcalc/shell';
import { useT } from '../i18n';

/**
 * The code list an address names: its API name (`mediums`) or its position in the list of lists
 * (`3`), read from the `CodeLists` view so the client keeps no copy of the server's list.
 */
export function resolveCodeList(
  codelistId: string,
  rows: readonly { id: string; values: Record<string, unknown> }[],
): string | null {
  const byName = rows.find((r) => r.id === codelistId);
  if (byName) return byName.id;
  if (/^[1-9]\d{0,3}$/.test(codelistId))
    return rows.find((r) => Number(r.values.Position) === Number(codelistId))?.id ?? null;
  return null;
}

/**
 * Administration/CodeList/:codelistId: the list's items (view `CodeList_<list>`) as a search page;
 * add and edit open the item's form (form group `CodeList-<list>`: code, names in six languages,
 * active, sort order and the list's own attributes) in the form dialog, so the list stays in view.
 */
export function CodeListPage() {
  const t = useT();
  const { codelistId = '' } = useParams();
  const lists = useGetViewRowsQuery({ viewId: 'CodeLists', request: { pageSize: 200 } });
  const list = lists.data ? resolveCodeList(codelistId, lists.data.rows) : null;
  const missing = lists.isError || (lists.data !== undefined && list === null);
  usePage(missing ? { title: t('Administration_CodeLists_Title') } : {});
  return (
    <div className="ic-admin-page">
      <p className="ic-admin-back">
        <Link to="/Administration/CodeList">{t('Administration_BackToList')}</Link>
      </p>
      {missing ? (
        <p role="alert" className="ic-admin-notice">
          {lists.isError
            ? t('Administration_LoadFailed')
            : t('Administration_CodeList_NotFound', { codelistId })}
        </p>
      ) : null}
      {list ? (
        <>
          <p className="ic-admin-intro">{t('Administration_CodeList_Intro')}</p>
          <SearchPage
            key={list}
            viewId={`CodeList_${list}`}
            formGroupId={`CodeList-${list}`}
            openInDialog
            allowDelete={false}
          />
        </>
      ) : null}
    </div>
  );
}
