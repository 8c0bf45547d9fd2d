import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DynamicFormPage } from './DynamicFormPage';

/** A form route from GET api/v1/forms/routes. */
export interface PublicFormRoute {
  route: string;
  isSearchPage: boolean;
  formGroupId: string | number;
}

/**
 * A public dynamic form route (spec §2): {route}/{section}/{id} and {route}/{section}; the route
 * fixes the form group, the path the section and instance. Query parameters (parameters, __jc)
 * still apply, so the configurator can attach its calculation.
 */
export function PublicFormPage({ route }: { route: PublicFormRoute }) {
  const { section, id } = useParams();
  const fixed = useMemo(
    () => ({
      formGroupId: String(route.formGroupId),
      ...(section ? { sectionName: section } : {}),
      ...(id ? { entityInstanceId: id } : {}),
    }),
    [route.formGroupId, section, id],
  );
  return <DynamicFormPage fixed={fixed} />;
}
