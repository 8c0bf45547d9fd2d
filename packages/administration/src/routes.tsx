import { Suspense, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

// The screens load on first use: the platform's first page downloads none of their code.
const CodeListsPage = lazy(() =>
  import('./codelists/CodeListsPage').then((m) => ({ default: m.CodeListsPage })),
);
const CodeListRedirect = lazy(() =>
  import('./codelists/CodeListsPage').then((m) => ({ default: m.CodeListRedirect })),
);
const CodeListPage = lazy(() =>
  import('./codelists/CodeListPage').then((m) => ({ default: m.CodeListPage })),
);
const ProductsPage = lazy(() => import('./products/ProductsPage').then((m) => ({ default: m.ProductsPage })));
const ProductPage = lazy(() => import('./products/ProductsPage').then((m) => ({ default: m.ProductPage })));
const UsersPage = lazy(() => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })));
const UserPage = lazy(() => import('./users/UsersPage').then((m) => ({ default: m.UserPage })));
const PermissionsPage = lazy(() =>
  import('./permissions/PermissionsPage').then((m) => ({ default: m.PermissionsPage })),
);

function suspended(Page: ComponentType): ComponentType {
  return function SuspendedPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

/** The platform's Administration pages by the names of its page table (`platformRoutes({ pages })`). */
export const administrationPages: { codeLists: ComponentType; codeList: ComponentType } = {
  codeLists: suspended(CodeListsPage),
  codeList: suspended(CodeListPage),
};

const PRODUCTS = 'Administration/Products';
const USERS = 'Administration/Users';
const PERMISSIONS = 'Administration/Permissions';

/**
 * The Administration routes beyond the page table (products, users, permissions, the code-list
 * search page's edit address); put them in `platformRoutes({ extraRoutes })`.
 */
export function administrationRoutes(): RouteObject[] {
  return [
    { path: 'Administration/CodeList/Default/:codelistId', Component: suspended(CodeListRedirect) },
    { path: PRODUCTS, Component: suspended(ProductsPage) },
    { path: `${PRODUCTS}/Default`, Component: suspended(ProductPage) },
    { path: `${PRODUCTS}/Default/:productId`, Component: suspended(ProductPage) },
    { path: USERS, Component: suspended(UsersPage) },
    { path: `${USERS}/Default`, Component: suspended(UserPage) },
    { path: `${USERS}/Default/:userId`, Component: suspended(UserPage) },
    { path: PERMISSIONS, Component: suspended(PermissionsPage) },
  ];
}
