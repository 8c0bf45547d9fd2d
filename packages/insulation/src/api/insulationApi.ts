import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@insulcalc/shell';
import type {
  Country,
  FuelType,
  Language,
  MaterialItem,
  Medium,
  Product,
  ProductType,
  ProjectSummary,
  SubconstructionType,
  SurfaceType,
} from '../domain/codelists';
import type {
  CodeListKey,
  CreateProjectBody as CreateProjectRequest,
  ProjectSelectedDto,
  RequestCalculationDto,
  SaveProjectBody as SaveProjectRequest,
  SelectedProjectDto,
} from '@insulcalc/api-schema';
import type { StoredProject } from '../domain/stored';

/**
 * The insulation endpoints, injected into the shell's `baseApi` (spec §7 plus the project calls
 * this package defines). Paths are the spec's (`api/v1/...`); the shell's base query adds the
 * anti-forgery token, trace header, and maps failures to the error catalogue.
 *
 * | endpoint                  | call |
 * |---------------------------|------|
 * | getLanguages, getCountries, getMaterials | GET api/v1/codelists/{list} |
 * | getMediums, getProductTypes, getFuelTypes, getSurfaceTypes, getSubconstructionTypes | GET api/v1/codelists/{list}?retired=true |
 * | getProducts               | GET api/v1/products?retired=true |
 * | getRecommendedProducts    | GET api/v1/products/recommended |
 * | getSelectedProjectId      | GET api/v1/project/selected → { projectId } (silent) |
 * | getProject                | GET api/v1/project/{id} → StoredProject (silent) |
 * | listProjects              | GET api/v1/project → ProjectSummary[] |
 * | createProject             | POST api/v1/project { name, calculationData, select? } → 201 StoredProject |
 * | saveProject               | PUT api/v1/project/{id} { name, calculationData, concurrencyToken } → StoredProject; 409 when stale |
 * | deleteProject             | DELETE api/v1/project/{id} → 204 |
 * | selectProject             | PUT api/v1/project/selected { projectId } → { projectId } |
 * | getRequestCalculation     | GET api/v1/workflow/requests/{entityId}/{instanceId}/calculation → its `configurator` input |
 */
export const INSULATION_TAG_TYPES = [
  'InsulationCodeList',
  'InsulationProduct',
  'InsulationProject',
  'InsulationProjectList',
  'InsulationSelectedProject',
] as const;

/** POST api/v1/project (the body schema `createProjectBody` of @insulcalc/api-schema). */
export type CreateProjectBody = CreateProjectRequest;

/** PUT api/v1/project/{projectId}: the project's id and the body schema `saveProjectBody`. */
export type SaveProjectBody = SaveProjectRequest & { projectId: string };

// The answer types are the api-schema DTO types the server documents and answers with
// (GET /api/openapi.json); the server's tests check its answers against the same schemas.
const codeList = (list: CodeListKey) => ({
  query: () => `api/v1/codelists/${list}`,
  providesTags: [{ type: 'InsulationCodeList' as const, id: list }],
});
/**
 * A list a calculation chooses from: its deactivated items too (`isActive: false`, after the active
 * ones), so a stored calculation that chose one shows its name; the pickers offer only active ones.
 */
const pickedList = (list: CodeListKey) => ({
  query: () => `api/v1/codelists/${list}?retired=true`,
  providesTags: [{ type: 'InsulationCodeList' as const, id: list }],
});

export const insulationApi = baseApi.enhanceEndpoints({ addTagTypes: INSULATION_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getLanguages: build.query<Language[], void>(codeList('languages')),
    getCountries: build.query<Country[], void>(codeList('countries')),
    getMaterials: build.query<MaterialItem[], void>(codeList('materials')),
    getMediums: build.query<Medium[], void>(pickedList('mediums')),
    getProductTypes: build.query<ProductType[], void>(pickedList('productTypes')),
    getFuelTypes: build.query<FuelType[], void>(pickedList('fuelTypes')),
    getSurfaceTypes: build.query<SurfaceType[], void>(pickedList('surfaceTypes')),
    getSubconstructionTypes: build.query<SubconstructionType[], void>(pickedList('subconstructionTypes')),
    getProducts: build.query<Product[], void>({
      // Deactivated products too (isActive false): the stored calculations naming one compute;
      // the pickers leave them out (productsForPicker).
      query: () => 'api/v1/products?retired=true',
      providesTags: [{ type: 'InsulationProduct', id: 'ALL' }],
    }),
    getRecommendedProducts: build.query<Product[], void>({
      query: () => 'api/v1/products/recommended',
      providesTags: [{ type: 'InsulationProduct', id: 'RECOMMENDED' }],
    }),
    getSelectedProjectId: build.query<SelectedProjectDto, void>({
      // Silent: a failure falls back to the default project (spec §8) without a message.
      query: () => ({ url: 'api/v1/project/selected', silent: true }),
      providesTags: ['InsulationSelectedProject'],
    }),
    getProject: build.query<StoredProject, string>({
      query: (projectId) => ({ url: `api/v1/project/${encodeURIComponent(projectId)}`, silent: true }),
      providesTags: (_r, _e, id) => [{ type: 'InsulationProject', id }],
    }),
    listProjects: build.query<ProjectSummary[], void>({
      query: () => 'api/v1/project',
      providesTags: ['InsulationProjectList'],
    }),
    createProject: build.mutation<StoredProject, CreateProjectBody>({
      query: (body) => ({ url: 'api/v1/project', method: 'POST', body, silent: true }),
      invalidatesTags: ['InsulationProjectList', 'InsulationSelectedProject'],
    }),
    saveProject: build.mutation<StoredProject, SaveProjectBody>({
      query: ({ projectId, ...body }) => ({
        url: `api/v1/project/${encodeURIComponent(projectId)}`,
        method: 'PUT',
        body,
        silent: true,
      }),
      invalidatesTags: (_r, _e, arg) => [
        'InsulationProjectList',
        { type: 'InsulationProject', id: arg.projectId },
      ],
    }),
    deleteProject: build.mutation<void, string>({
      query: (projectId) => ({ url: `api/v1/project/${encodeURIComponent(projectId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        'InsulationProjectList',
        'InsulationSelectedProject',
        { type: 'InsulationProject', id },
      ],
    }),
    getRequestCalculation: build.query<RequestCalculationDto, { entityId: string; instanceId: string }>({
      query: ({ entityId, instanceId }) =>
        `api/v1/workflow/requests/${encodeURIComponent(entityId)}/${encodeURIComponent(instanceId)}/calculation`,
    }),
    selectProject: build.mutation<ProjectSelectedDto, string>({
      query: (projectId) => ({ url: 'api/v1/project/selected', method: 'PUT', body: { projectId } }),
      invalidatesTags: ['InsulationProjectList', 'InsulationSelectedProject'],
    }),
  }),
});

export type InsulationApi = typeof insulationApi;

export const {
  useGetLanguagesQuery,
  useGetCountriesQuery,
  useGetMaterialsQuery,
  useGetMediumsQuery,
  useGetProductTypesQuery,
  useGetFuelTypesQuery,
  useGetSurfaceTypesQuery,
  useGetSubconstructionTypesQuery,
  useGetProductsQuery,
  useGetRecommendedProductsQuery,
  useGetSelectedProjectIdQuery,
  useGetProjectQuery,
  useListProjectsQuery,
  useCreateProjectMutation,
  useSaveProjectMutation,
  useDeleteProjectMutation,
  useSelectProjectMutation,
  useGetRequestCalculationQuery,
} = insulationApi;

/** The code lists and product lists the configurator's pickers and engine need. */
export const CONFIGURATOR_LIST_ENDPOINTS = [
  'getMaterials',
  'getMediums',
  'getFuelTypes',
  'getSurfaceTypes',
  'getSubconstructionTypes',
  'getProductTypes',
  'getProducts',
  'getRecommendedProducts',
] as const;

export type ConfiguratorListEndpoint = (typeof CONFIGURATOR_LIST_ENDPOINTS)[number];

/**
 * The address each configurator list is read from (what its endpoint's `query` asks): a server
 * rendering of the configurator reads the same answers itself and hands them to
 * {@link seedConfiguratorLists}. insulationApi.test.ts checks it against the endpoints.
 */
export const CONFIGURATOR_LIST_URLS: Readonly<Record<ConfiguratorListEndpoint, string>> = {
  getMaterials: 'api/v1/codelists/materials',
  getMediums: 'api/v1/codelists/mediums?retired=true',
  getFuelTypes: 'api/v1/codelists/fuelTypes?retired=true',
  getSurfaceTypes: 'api/v1/codelists/surfaceTypes?retired=true',
  getSubconstructionTypes: 'api/v1/codelists/subconstructionTypes?retired=true',
  getProductTypes: 'api/v1/codelists/productTypes?retired=true',
  getProducts: 'api/v1/products?retired=true',
  getRecommendedProducts: 'api/v1/products/recommended',
};

/**
 * Puts the configurator's lists, as the API answered them, into a store's cache (a server
 * rendering's store: the configurator's hooks then render with them at once, no request).
 */
export function seedConfiguratorLists(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the shell's baseApi
  dispatch: ThunkDispatch<any, any, UnknownAction>,
  answers: Readonly<Record<ConfiguratorListEndpoint, unknown>>,
): void {
  dispatch(
    insulationApi.util.upsertQueryEntries(
      CONFIGURATOR_LIST_ENDPOINTS.map((endpointName) => ({
        endpointName,
        arg: undefined,
        value: answers[endpointName],
      })) as Parameters<typeof insulationApi.util.upsertQueryEntries>[0],
    ),
  );
}

/**
 * Whether every configurator list has been answered (data or error) in a store's cache: the
 * configurator then renders its complete first screen (the public app shows the SPA in place of
 * the server-rendered page at that moment).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store state with the shell's baseApi
export function selectConfiguratorListsSettled(state: any): boolean {
  return CONFIGURATOR_LIST_ENDPOINTS.every((endpointName) => {
    const entry = (
      insulationApi.endpoints[endpointName].select as (arg: undefined) => (s: unknown) => {
        isSuccess: boolean;
        isError: boolean;
      }
    )(undefined)(state);
    return entry.isSuccess || entry.isError;
  });
}

/**
 * Starts loading the configurator's lists into the cache (kept as long as an unused query is,
 * 60 s), for an app that knows the configurator is about to show: its start-up loads them
 * alongside the profile and translations instead of after the configurator's chunk, and the
 * configurator's first render then has them (one render instead of one per arriving list).
 */
export function prefetchConfiguratorLists(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the shell's baseApi
  dispatch: ThunkDispatch<any, any, UnknownAction>,
  /**
   * Runs each list's request (default: at once). An app's start-up passes one that queues each
   * in a task of its own: a request through RTK Query costs ~3 ms, ~12 ms on Lighthouse's
   * throttled phone, and the eight together were one long task (decision 0040).
   */
  schedule: (start: () => void) => void = (start) => start(),
): void {
  for (const endpoint of CONFIGURATOR_LIST_ENDPOINTS)
    schedule(() => void dispatch(insulationApi.util.prefetch(endpoint, undefined, {})));
}
