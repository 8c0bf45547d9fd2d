import { Suspense, lazy, useMemo } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { registerFormDialogs } from '../dialogs/register';
import type { SearchPageProps } from './SearchPage';

const SearchPageModule = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));
const DynamicFormPageModule = lazy(() =>
  import('./DynamicFormPage').then((m) => ({ default: m.DynamicFormPage })),
);

/** The form of a search page's records: `Default` adds, `Default/{id}` edits (spec §2). */
function SearchRecordPage({ formGroupId }: { formGroupId: string | undefined }) {
  const { id } = useParams();
  const fixed = useMemo(
    () => ({
      ...(formGroupId ? { formGroupId } : {}),
      ...(id ? { entityInstanceId: id } : {}),
    }),
    [formGroupId, id],
  );
  return (
    <Suspense fallback={null}>
      <DynamicFormPageModule fixed={fixed} />
    </Suspense>
  );
}

export interface SearchPageRouteOptions extends Omit<SearchPageProps, 'editRoute'> {
  /** The route path of the search page, relative to the app (e.g. `Administration/Users`). */
  path: string;
}

/**
 * Routes of a search page: `{path}` lists the view, `{path}/Default` adds a record with the form
 * group's default form, `{path}/Default/{id}` edits one (spec §2). Put them among the app's
 * signed-in routes (platformRoutes' `extraRoutes`). The pages load on first use; registering the
 * form dialogs (DeleteDialog, the mass-edit dialog) happens here, idempotently.
 */
export function searchPageRoutes({ path, ...props }: SearchPageRouteOptions): RouteObject[] {
  registerFormDialogs();
  const base = path.replace(/^\/+|\/+$/g, '');
  return [
    {
      path: base,
      element: (
        <Suspense fallback={null}>
          <SearchPageModule {...props} {...(props.formGroupId ? { editRoute: base } : {})} />
        </Suspense>
      ),
    },
    {
      path: `${base}/Default`,
      element: <SearchRecordPage formGroupId={props.addFormGroupId ?? props.formGroupId} />,
    },
    { path: `${base}/Default/:id`, element: <SearchRecordPage formGroupId={props.formGroupId} /> },
  ];
}
