// Test helpers for the apps' route-table tests; a workspace-only entry (not published).
export { en, json, renderApp, type RenderAppOptions } from './layout/testing';
export { testRoutes, type TestRoutesOptions } from './routes/testRoutes';
