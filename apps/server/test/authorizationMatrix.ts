/**
 * Who may call what: one row per registered route (method and URL pattern as the router holds
 * them), with the request each actor sends and the actors it is meant to serve. The
 * authorization test (authorization.test.ts) fails on a registered route without a row, then
 * proves every row for every actor: an allowed actor is never answered 401 or 403; a refused one
 * gets 401 (anonymous) or 403 as problem+json — or 404 where the row says a refusal hides the
 * record on purpose — and an unsafe refused call changes nothing in the database.
 *
 * The groups are the seeded ones with their default grants (permissions/defaults.ts):
 * Sales answers offer requests and reads the business, Designers shape forms, processes,
 * templates and help; administrators may do everything. An API key acts as its user, except
 * that it can neither mint keys nor sessions nor administer accounts (decision 0043).
 */

export const ACTORS = [
  'anonymous',
  'none',
  'sales',
  'designers',
  'admin',
  'key:none',
  'key:sales',
  'key:designers',
  'key:admin',
] as const;
export type ActorName = (typeof ACTORS)[number];

/** The records and names the requests point at (made by the test before it walks the table). */
export interface MatrixFixtures {
  offerRequestId: string;
  /** A stored (sent or downloaded) document of the offer request. */
  sentDocumentId: string;
  fileId: string;
  taskId: string;
  /** A project of the administrator's (owner-only records: others get 404). */
  adminProjectId: string;
  /** A user other than the caller (the administrators' account calls). */
  otherUserId: string;
  /** `OfferRequest_<version>`: the public form's published script name. */
  publicScript: string;
}

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  /** A multipart form save: its fields as the browser sends them (control values as JSON text). */
  formFields?: Record<string, string>;
}

export interface MatrixRow {
  /** `METHOD /pattern` as registered (HEAD rows are derived from GET rows). */
  route: string;
  request(f: MatrixFixtures): MatrixRequest;
  allow: readonly ActorName[];
  /** Refused signed-in actors get 404 on purpose: the record is not theirs to know about. */
  hidden?: boolean;
  /** Each actor calls it from a session of its own (the call ends or changes the session). */
  fresh?: boolean;
}

const keysOf = (names: readonly ActorName[]) => names.map((n) => `key:${n}` as ActorName);
const both = (...names: ActorName[]): ActorName[] => [...names, ...keysOf(names)];

/** Everyone, anonymous visitors included. */
const EVERYONE: readonly ActorName[] = ACTORS;
/** Every signed-in user, by session or API key. */
const SIGNED_IN = both('none', 'sales', 'designers', 'admin');
/** Signed-in browser sessions only (keys cannot manage keys or sessions). */
const SESSIONS: ActorName[] = ['none', 'sales', 'designers', 'admin'];
const SALES = both('sales', 'admin');
const DESIGNERS = both('designers', 'admin');
const SALES_OR_DESIGNERS = both('sales', 'designers', 'admin');
const ADMIN = both('admin');

const get = (url: string) => () => ({ url });

export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  // ——— infrastructure and documentation: public ———
  { route: 'GET /api/health', request: get('/api/health'), allow: EVERYONE },
  { route: 'GET /api/openapi.json', request: get('/api/openapi.json'), allow: EVERYONE },
  { route: 'GET /api/docs/json', request: get('/api/docs/json'), allow: EVERYONE },
  { route: 'GET /api/docs/yaml', request: get('/api/docs/yaml'), allow: EVERYONE },
  { route: 'GET /api/docs/static/*', request: get('/api/docs/static/swagger-ui.css'), allow: EVERYONE },
  { route: 'GET /api/docs/static/index.html', request: get('/api/docs/static/index.html'), allow: EVERYONE },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: get('/api/docs/static/swagger-initializer.js'),
    allow: EVERYONE,
  },
  { route: 'GET /api/docs', request: get('/api/docs'), allow: EVERYONE },
  { route: 'HEAD /api/docs/', request: get('/api/docs/'), allow: EVERYONE },
  {
    route: 'POST /api/app/v1/telemetry/errors',
    request: () => ({ url: '/api/app/v1/telemetry/errors', payload: { errors: [] } }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/app/v1/telemetry/timings',
    request: () => ({ url: '/api/app/v1/telemetry/timings', payload: { timings: [] } }),
    allow: EVERYONE,
  },
  { route: 'GET /api/v1/appinfo', request: get('/api/v1/appinfo'), allow: EVERYONE },
  { route: 'HEAD /api/v1/appinfo/', request: get('/api/v1/appinfo/'), allow: EVERYONE },
  { route: 'GET /api/v1/appinfo/logo.svg', request: get('/api/v1/appinfo/logo.svg'), allow: EVERYONE },
  {
    route: 'GET /api/v1/appinfo/logo-minimized.svg',
    request: get('/api/v1/appinfo/logo-minimized.svg'),
    allow: EVERYONE,
  },
  { route: 'GET /api/v1/translations/:language', request: get('/api/v1/translations/de'), allow: EVERYONE },
  {
    route: 'GET /api/v1/translations/:language/:namespace',
    request: get('/api/v1/translations/de/administration'),
    allow: EVERYONE,
  },
  { route: 'GET /api/v1/icons/:key', request: get('/api/v1/icons/bi-house'), allow: EVERYONE },
  { route: 'GET /profiler/includes.css', request: get('/profiler/includes.css'), allow: EVERYONE },
  { route: 'GET /profiler/includes.js', request: get('/profiler/includes.js'), allow: EVERYONE },
  // Each user's own traces (none for the others; anonymous visitors have none to see).
  { route: 'GET /profiler/results', request: get('/profiler/results'), allow: EVERYONE },
  { route: 'GET /profiler/results/:id', request: get('/profiler/results/none'), allow: EVERYONE },

  // ——— the public configurator: calculations, code lists, products, public forms ———
  {
    route: 'POST /api/v1/calculations/calculate',
    request: () => ({ url: '/api/v1/calculations/calculate', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/v1/calculations/report',
    request: () => ({ url: '/api/v1/calculations/report', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/v1/calculations/project-report',
    request: () => ({ url: '/api/v1/calculations/project-report', payload: {} }),
    allow: EVERYONE,
  },
  { route: 'GET /api/v1/codelists/:list', request: get('/api/v1/codelists/mediums'), allow: EVERYONE },
  { route: 'GET /api/v1/products', request: get('/api/v1/products'), allow: EVERYONE },
  { route: 'HEAD /api/v1/products/', request: get('/api/v1/products/'), allow: EVERYONE },
  {
    route: 'GET /api/v1/products/recommended',
    request: get('/api/v1/products/recommended'),
    allow: EVERYONE,
  },
  {
    route: 'GET /api/v1/products/:id/temperature-range',
    request: get('/api/v1/products/1/temperature-range'),
    allow: EVERYONE,
  },
  { route: 'GET /api/v1/forms/routes', request: get('/api/v1/forms/routes'), allow: EVERYONE },
  {
    route: 'GET /api/v1/forms/javascript/:script',
    request: (f) => ({ url: `/api/v1/forms/javascript/${f.publicScript}` }),
    allow: EVERYONE,
  },

  // ——— account: sign-in, recovery, the caller's own profile and keys ———
  { route: 'GET /api/v1/account/profile', request: get('/api/v1/account/profile'), allow: EVERYONE },
  { route: 'GET /api/v1/account/options', request: get('/api/v1/account/options'), allow: EVERYONE },
  {
    route: 'POST /api/v1/account/logon',
    request: () => ({ url: '/api/v1/account/logon', payload: { username: '' } }),
    allow: EVERYONE,
    fresh: true,
  },
  {
    route: 'POST /api/v1/account/logout',
    request: () => ({ url: '/api/v1/account/logout', payload: {} }),
    allow: EVERYONE,
    fresh: true,
  },
  {
    route: 'POST /api/v1/account/change-password',
    request: () => ({ url: '/api/v1/account/change-password', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/v1/account/forgot-password',
    request: () => ({ url: '/api/v1/account/forgot-password', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/v1/account/verify-code',
    request: () => ({ url: '/api/v1/account/verify-code', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/v1/account/reset-password',
    request: () => ({ url: '/api/v1/account/reset-password', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'GET /api/v1/account/activate',
    request: get('/api/v1/account/activate?token=x'),
    allow: EVERYONE,
  },
  {
    route: 'POST /api/v1/account/activate',
    request: () => ({ url: '/api/v1/account/activate', payload: {} }),
    allow: EVERYONE,
  },
  {
    route: 'GET /Account/ExternalLogOn',
    request: get('/Account/ExternalLogOn?provider=none'),
    allow: EVERYONE,
  },
  {
    route: 'GET /Account/ExternalLogOnCallback',
    request: get('/Account/ExternalLogOnCallback?state=x&code=y'),
    allow: EVERYONE,
  },
  { route: 'GET /api/v1/account/api-keys', request: get('/api/v1/account/api-keys'), allow: SESSIONS },
  {
    route: 'POST /api/v1/account/api-keys',
    request: () => ({ url: '/api/v1/account/api-keys', payload: {} }),
    allow: SESSIONS,
  },
  {
    route: 'DELETE /api/v1/account/api-keys/:id',
    request: () => ({ url: '/api/v1/account/api-keys/00000000-0000-4000-8000-000000000000' }),
    allow: SESSIONS,
  },
  // Other users' keys and sign-in mails: administrators, from a session.
  {
    route: 'GET /api/v1/account/users/:userId/api-keys',
    request: (f) => ({ url: `/api/v1/account/users/${f.otherUserId}/api-keys` }),
    allow: ['admin'],
  },
  {
    route: 'DELETE /api/v1/account/users/:userId/api-keys/:keyId',
    request: (f) => ({
      url: `/api/v1/account/users/${f.otherUserId}/api-keys/00000000-0000-4000-8000-000000000000`,
    }),
    allow: ['admin'],
  },
  {
    route: 'POST /api/v1/account/users/:userId/send-sign-in-mail',
    request: () => ({
      url: '/api/v1/account/users/00000000-0000-4000-8000-000000000000/send-sign-in-mail',
      payload: {},
    }),
    allow: ['admin'],
  },

  // ——— the platform for every signed-in user ———
  { route: 'GET /api/v1/navigation', request: get('/api/v1/navigation'), allow: SIGNED_IN },
  { route: 'HEAD /api/v1/navigation/', request: get('/api/v1/navigation/'), allow: SIGNED_IN },
  {
    route: 'GET /api/v1/workflow/tasks/counts',
    request: get('/api/v1/workflow/tasks/counts'),
    allow: SIGNED_IN,
  },
  { route: 'GET /api/v1/workflow/assignees', request: get('/api/v1/workflow/assignees'), allow: SIGNED_IN },
  // The list shows each reader the templates and reports they may use.
  { route: 'GET /api/v1/documents/templates', request: get('/api/v1/documents/templates'), allow: SIGNED_IN },
  { route: 'GET /api/v1/reports', request: get('/api/v1/reports'), allow: SIGNED_IN },
  { route: 'HEAD /api/v1/reports/', request: get('/api/v1/reports/'), allow: SIGNED_IN },
  // The user's own projects (owner: another user's project is not found for them).
  { route: 'GET /api/v1/project', request: get('/api/v1/project'), allow: SIGNED_IN },
  { route: 'HEAD /api/v1/project/', request: get('/api/v1/project/'), allow: SIGNED_IN },
  {
    route: 'POST /api/v1/project',
    request: () => ({ url: '/api/v1/project', payload: {} }),
    allow: SIGNED_IN,
  },
  { route: 'GET /api/v1/project/selected', request: get('/api/v1/project/selected'), allow: SIGNED_IN },
  {
    route: 'PUT /api/v1/project/selected',
    request: () => ({ url: '/api/v1/project/selected', payload: {} }),
    allow: SIGNED_IN,
  },
  {
    route: 'GET /api/v1/project/:projectId',
    request: (f) => ({ url: `/api/v1/project/${f.adminProjectId}` }),
    allow: ADMIN,
    hidden: true,
  },
  {
    route: 'PUT /api/v1/project/:projectId',
    request: (f) => ({ url: `/api/v1/project/${f.adminProjectId}`, payload: {} }),
    allow: ADMIN,
    hidden: true,
  },
  {
    route: 'DELETE /api/v1/project/:projectId',
    request: () => ({ url: '/api/v1/project/00000000-0000-4000-8000-000000000000' }),
    allow: SIGNED_IN,
  },

  // ——— offer requests (Sales): records, files, forms, views, history, documents, tasks ———
  {
    route: 'POST /api/v1/forms/load',
    request: (f) => ({
      url: '/api/v1/forms/load',
      payload: { formGroupId: 'OfferRequestAdmin', entityInstanceId: f.offerRequestId },
    }),
    allow: SALES,
  },
  {
    route: 'POST /api/v1/forms/:formId/save',
    request: (f) => ({
      url: '/api/v1/forms/OfferRequestAdmin/save',
      formFields: { EntityInstanceId: f.offerRequestId, Email: JSON.stringify('changed@example.com') },
    }),
    allow: SALES,
  },
  {
    route: 'POST /api/v1/forms/:formId/reload',
    request: (f) => ({
      url: '/api/v1/forms/OfferRequestAdmin/reload?rid=1',
      payload: { entityInstanceId: f.offerRequestId, reloadRequests: [{ ElementBaseName: 'Country' }] },
    }),
    allow: SALES,
  },
  {
    route: 'GET /api/v1/forms/:formId/properties',
    request: (f) => ({
      url: `/api/v1/forms/OfferRequestAdmin/properties?entityInstanceId=${f.offerRequestId}`,
    }),
    allow: SALES,
  },
  {
    route: 'POST /api/v1/views/:viewId/rows',
    request: () => ({ url: '/api/v1/views/OfferRequests/rows', payload: {} }),
    allow: SALES,
  },
  {
    route: 'POST /api/v1/views/:viewId/lookup',
    request: () => ({ url: '/api/v1/views/OfferRequests/lookup', payload: {} }),
    allow: SALES,
  },
  {
    route: 'GET /api/v1/entities/:entityId/:instanceId/history',
    request: (f) => ({ url: `/api/v1/entities/OfferRequest/${f.offerRequestId}/history` }),
    allow: SALES,
  },
  // Deleting requests is not granted by default: administrators only.
  {
    route: 'POST /api/v1/entities/:entityId/delete',
    request: () => ({
      url: '/api/v1/entities/OfferRequest/delete',
      payload: { entityInstanceIds: ['missing'] },
    }),
    allow: ADMIN,
  },
  {
    route: 'POST /api/v1/entities/:entityId/delete-allowed',
    request: () => ({
      url: '/api/v1/entities/OfferRequest/delete-allowed',
      payload: { entityInstanceIds: ['missing'] },
    }),
    allow: ADMIN,
  },
  {
    route: 'GET /DynamicForm/GetFile',
    request: (f) => ({ url: `/DynamicForm/GetFile?fileId=${f.fileId}` }),
    allow: SALES,
  },
  {
    route: 'GET /DynamicForm/DownloadFile',
    request: (f) => ({ url: `/DynamicForm/DownloadFile?fileId=${f.fileId}` }),
    allow: SALES,
  },
  {
    route: 'GET /platform/DynamicForm/GetFile',
    request: (f) => ({ url: `/platform/DynamicForm/GetFile?fileId=${f.fileId}` }),
    allow: SALES,
  },
  {
    route: 'GET /platform/DynamicForm/DownloadFile',
    request: (f) => ({ url: `/platform/DynamicForm/DownloadFile?fileId=${f.fileId}` }),
    allow: SALES,
  },
  {
    route: 'POST /api/v1/documents/templates/:documentTemplateId/render',
    request: (f) => ({
      url: '/api/v1/documents/templates/Offer/render',
      payload: { entityInstanceId: f.offerRequestId },
    }),
    allow: SALES,
  },
  // A request's stored documents: whoever may read the request.
  {
    route: 'GET /api/v1/documents/sent',
    request: (f) => ({
      url: `/api/v1/documents/sent?entityId=OfferRequest&entityInstanceId=${f.offerRequestId}`,
    }),
    allow: SALES,
  },
  {
    route: 'GET /api/v1/documents/sent/:sentDocumentId/content',
    request: (f) => ({ url: `/api/v1/documents/sent/${f.sentDocumentId}/content` }),
    allow: SALES,
  },
  {
    route: 'GET /api/v1/workflow/requests/:entityId/:instanceId',
    request: (f) => ({ url: `/api/v1/workflow/requests/OfferRequest/${f.offerRequestId}` }),
    allow: SALES,
  },
  {
    route: 'GET /api/v1/workflow/requests/:entityId/:instanceId/calculation',
    request: (f) => ({ url: `/api/v1/workflow/requests/OfferRequest/${f.offerRequestId}/calculation` }),
    allow: SALES,
  },
  // A task: its assignees (the Sales group) and administrators; for anyone else it does not exist.
  {
    route: 'GET /api/v1/workflow/tasks/:taskId',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}` }),
    allow: SALES,
    hidden: true,
  },
  {
    route: 'GET /api/v1/workflow/tasks/:taskId/history',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}/history` }),
    allow: SALES,
    hidden: true,
  },
  // The document a decision would send: who may read no process records is refused outright.
  {
    route: 'GET /api/v1/workflow/tasks/:taskId/transitions/:transitionId/preview',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}/transitions/approve/preview` }),
    allow: SALES,
  },
  {
    route: 'POST /api/v1/workflow/tasks/:taskId/reassign',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}/reassign`, payload: {} }),
    allow: SALES,
    hidden: true,
  },
  {
    route: 'POST /api/v1/workflow/tasks/:taskId/complete',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}/complete`, payload: { transition: 'x' } }),
    allow: SALES,
    hidden: true,
  },
  {
    route: 'POST /api/v1/workflow/tasks/:taskId/reject',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}/reject`, payload: { comment: 42 } }),
    allow: SALES,
    hidden: true,
  },
  {
    route: 'POST /api/v1/workflow/tasks/:taskId/approve',
    request: (f) => ({ url: `/api/v1/workflow/tasks/${f.taskId}/approve`, payload: { comment: 42 } }),
    allow: SALES,
    hidden: true,
  },
  {
    route: 'GET /platform/Workflow/OpenRequest/*',
    request: get('/platform/Workflow/OpenRequest/x'),
    allow: EVERYONE,
  },

  // ——— the business: reports and dashboards ———
  {
    route: 'POST /api/v1/reports/:reportId/summary',
    request: () => ({ url: '/api/v1/reports/OfferRequestsReport/summary', payload: {} }),
    allow: SALES_OR_DESIGNERS,
  },
  {
    route: 'GET /api/v1/dashboards/home',
    request: get('/api/v1/dashboards/home'),
    allow: SALES_OR_DESIGNERS,
  },
  {
    route: 'GET /api/v1/dashboards/:dashboardId',
    request: get('/api/v1/dashboards/SalesHome'),
    allow: SALES_OR_DESIGNERS,
  },
  {
    route: 'PUT /api/v1/dashboards/:dashboardId',
    request: () => ({ url: '/api/v1/dashboards/SalesHome', payload: {} }),
    allow: SALES_OR_DESIGNERS,
  },
  {
    route: 'DELETE /api/v1/dashboards/:dashboardId',
    request: get('/api/v1/dashboards/SalesHome'),
    allow: SALES_OR_DESIGNERS,
  },

  // ——— shaping the product (Designers): templates, forms, processes, checks ———
  {
    route: 'GET /api/v1/documents/templates/:documentTemplateId',
    request: get('/api/v1/documents/templates/Offer'),
    allow: DESIGNERS,
  },
  {
    route: 'PUT /api/v1/documents/templates/:documentTemplateId/draft',
    request: () => ({ url: '/api/v1/documents/templates/Offer/draft', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'DELETE /api/v1/documents/templates/:documentTemplateId/draft',
    request: get('/api/v1/documents/templates/Offer/draft'),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/documents/templates/:documentTemplateId/publish',
    request: () => ({ url: '/api/v1/documents/templates/Offer/publish', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/documents/templates/:documentTemplateId/test',
    request: () => ({ url: '/api/v1/documents/templates/Offer/test', payload: { source: 1 } }),
    allow: DESIGNERS,
  },
  {
    route: 'GET /api/v1/forms/:formId/versions',
    request: get('/api/v1/forms/OfferRequest/versions'),
    allow: DESIGNERS,
  },
  {
    route: 'GET /api/v1/forms/:formId/versions/:version',
    request: get('/api/v1/forms/OfferRequest/versions/1'),
    allow: DESIGNERS,
  },
  {
    route: 'PUT /api/v1/forms/:formId/draft',
    request: () => ({ url: '/api/v1/forms/OfferRequest/draft', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/forms/:formId/publish',
    request: () => ({ url: '/api/v1/forms/NoSuchForm/publish', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/forms/:formId/versions/:version/rollback',
    request: () => ({ url: '/api/v1/forms/NoSuchForm/versions/1/rollback', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'GET /api/v1/forms/designer/groups/:formGroupId',
    request: get('/api/v1/forms/designer/groups/OfferRequest'),
    allow: DESIGNERS,
  },
  {
    route: 'PUT /api/v1/forms/designer/groups/:formGroupId',
    request: () => ({ url: '/api/v1/forms/designer/groups/OfferRequest', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/forms/designer/groups/:formGroupId/forms',
    request: () => ({ url: '/api/v1/forms/designer/groups/OfferRequest/forms', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'GET /api/v1/workflow/definitions',
    request: get('/api/v1/workflow/definitions'),
    allow: DESIGNERS,
  },
  {
    route: 'GET /api/v1/workflow/definitions/:key/:version',
    request: get('/api/v1/workflow/definitions/Offer/1'),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/workflow/definitions/check',
    request: () => ({ url: '/api/v1/workflow/definitions/check', payload: {} }),
    allow: DESIGNERS,
  },
  {
    route: 'POST /api/v1/workflow/definitions',
    request: () => ({ url: '/api/v1/workflow/definitions', payload: {} }),
    allow: DESIGNERS,
  },
  { route: 'GET /api/v1/consistency', request: get('/api/v1/consistency'), allow: DESIGNERS },
  { route: 'HEAD /api/v1/consistency/', request: get('/api/v1/consistency/'), allow: DESIGNERS },
  { route: 'GET /api/v1/scripts/lint', request: get('/api/v1/scripts/lint'), allow: DESIGNERS },
  {
    route: 'POST /api/v1/scripts/lint',
    request: () => ({ url: '/api/v1/scripts/lint', payload: { javascript: '' } }),
    allow: DESIGNERS,
  },
];

/** Derived rows: a HEAD route answers as its GET row does. */
export function rowFor(method: string, url: string): MatrixRow | undefined {
  const own = AUTHORIZATION_MATRIX.find((r) => r.route === `${method} ${url}`);
  if (own || method !== 'HEAD') return own;
  return AUTHORIZATION_MATRIX.find((r) => r.route === `GET ${url}`);
}
