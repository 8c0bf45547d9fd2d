// The public API of @insulcalc/administration: the Administration screens apps/platform composes.
export {
  ADMINISTRATION_TAG_TYPES,
  administrationApi,
  useGetUserApiKeysQuery,
  useRevokeUserApiKeyMutation,
  useSendSignInMailMutation,
  type UserApiKey,
} from './api/administrationApi';
export { AdminForm, type AdminFormProps } from './AdminForm';
export { LambdaChart, chartPoints, ticks, type LambdaPoint } from './chart/LambdaChart';
export { administrationPages, administrationRoutes } from './routes';
export { CodeListsPage, CodeListRedirect, codeListPath } from './codelists/CodeListsPage';
export { CodeListPage, resolveCodeList } from './codelists/CodeListPage';
export { PRODUCTS_PATH, ProductPage, ProductsPage } from './products/ProductsPage';
export { USERS_PATH, UserPage, UsersPage } from './users/UsersPage';
export { ApiKeysPanel } from './users/ApiKeysPanel';
export { useModelField, useModelState, useModelValue } from './useModelField';
// The Permissions page and its matrix are reached through administrationRoutes() only: exported
// here they would be in the platform's first download (the route's lazy import would not split).
export {
  withGrant,
  type MatrixGrants,
  type MatrixGroup,
  type MatrixResource,
  type PermissionAction,
} from './permissions/grants';
/** This package's translations namespace: its translations/ folder's texts, served under its name (decision 0035). */
export const administrationTranslationNamespace = 'administration';
