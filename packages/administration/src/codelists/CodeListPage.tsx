import { Link, useParams } from 'react-router';
import { SearchGrid, useGetViewRowsQuery } from '@insulcalc/forms';
import { useLanguage } from '@insulcalc/i18n';
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
  const language = useLanguage();
  const list = lists.data ? resolveCodeList(codelistId, lists.data.rows) : null;
  const row = lists.data?.rows.find((r) => r.id === list);
  const names = (row?.values.Name ?? {}) as Record<string, string>;
  const missing = lists.isError || (lists.data !== undefined && list === null);
  const title = missing
    ? t('Administration_CodeLists_Title')
    : (names[language] ?? names.en ?? row?.displayName ?? list ?? '');
  usePage({ ...(title ? { title } : {}), ignoreDirty: true });
  return (
    <div className="ic-page ic-search-page ic-admin-page">
      <p className="ic-admin-back">
        <Link to="/Administration/CodeList">{t('Administration_BackToList')}</Link>
      </p>
      {title ? <h1 className="ic-form-title">{title}</h1> : null}
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
          <SearchGrid
            key={list}
            viewId={`CodeList_${list}`}
            label={title}
            formGroupId={`CodeList-${list}`}
            openInDialog
            allowDelete={false}
          />
        </>
      ) : null}
    </div>
  );
}
