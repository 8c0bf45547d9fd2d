import { baseApi } from '@insulcalc/shell';
import type {
  ViewLookupAnswer,
  ViewLookupRequestInput,
  ViewRowsAnswer,
  ViewRowsRequestInput,
} from '../core/index';

/** The views calls (decision 0015). */
export const VIEW_CALLS = {
  rows: (viewId: string) => `api/v1/views/${encodeURIComponent(viewId)}/rows`,
  lookup: (viewId: string) => `api/v1/views/${encodeURIComponent(viewId)}/lookup`,
  deleteAllowed: (entityId: string) => `api/v1/entities/${encodeURIComponent(entityId)}/delete-allowed`,
} as const;

export const VIEWS_TAG_TYPES = ['ViewRows', 'ViewLookup'] as const;

export interface ViewRowsArgs {
  viewId: string;
  request: ViewRowsRequestInput;
}

export interface ViewLookupArgs {
  viewId: string;
  request: ViewLookupRequestInput;
}

/** One row a search-page delete did not remove (the server's MassEditError entry). */
export interface MassEditError {
  entityInstanceId: string;
  entityInstanceDisplayName: string | null;
  reason: 'notFound' | 'forbidden' | 'locked';
  message: string;
}

export interface DeleteAllowedAnswer {
  deletedIds: string[];
  massEditErrors: MassEditError[];
  userMessages: { message: string; level: 'error' | 'warn' | 'info' }[];
}

/**
 * The views endpoints, injected into the shell's `baseApi`:
 *
 * | endpoint        | call |
 * |-----------------|------|
 * | getViewRows     | POST api/v1/views/{viewId}/rows { page, pageSize, sort, filters } |
 * | lookupView      | POST api/v1/views/{viewId}/lookup { search, ids, limit } |
 * | deleteAllowed   | POST api/v1/entities/{entityId}/delete-allowed { entityInstanceIds } |
 *
 * Rows are POSTs that read: they are queries (cached per argument, refetched when a delete or a
 * save invalidates `ViewRows`). They never lock the page's form: a grid loads beside it.
 */
export const viewsApi = baseApi.enhanceEndpoints({ addTagTypes: VIEWS_TAG_TYPES }).injectEndpoints({
  endpoints: (build) => ({
    getViewRows: build.query<ViewRowsAnswer, ViewRowsArgs>({
      query: ({ viewId, request }) => ({
        url: VIEW_CALLS.rows(viewId),
        method: 'POST',
        body: request,
        lockForm: false,
      }),
      providesTags: (_result, _error, args) => [{ type: 'ViewRows', id: args.viewId }, 'ViewRows'],
    }),
    lookupView: build.query<ViewLookupAnswer, ViewLookupArgs>({
      query: ({ viewId, request }) => ({
        url: VIEW_CALLS.lookup(viewId),
        method: 'POST',
        body: request,
        lockForm: false,
      }),
      providesTags: (_result, _error, args) => [{ type: 'ViewLookup', id: args.viewId }],
    }),
    deleteAllowed: build.mutation<DeleteAllowedAnswer, { entityId: string; entityInstanceIds: string[] }>({
      query: ({ entityId, entityInstanceIds }) => ({
        url: VIEW_CALLS.deleteAllowed(entityId),
        method: 'POST',
        body: { entityInstanceIds },
        // The dialog shows the outcome itself (toast and mass-edit dialog).
        silent: true,
      }),
      invalidatesTags: ['ViewRows', 'ViewLookup'],
    }),
  }),
});

export const { useGetViewRowsQuery, useLookupViewQuery, useDeleteAllowedMutation } = viewsApi;
