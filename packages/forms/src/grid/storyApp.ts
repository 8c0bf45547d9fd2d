import { registerFormDialogs } from '../dialogs/register';
import { fakeLookup, fakeRows, offerRequestsView, type FakeView } from './fakeViewServer';

/**
 * Story parameters (`parameters.app` of the shared decorator) that answer the views calls from
 * an in-memory view and show the dialog stack with the form dialogs (LookupDialog, DeleteDialog).
 */
export function viewStoryApp(view: FakeView = offerRequestsView(), profile: Record<string, unknown> = {}) {
  return {
    app: {
      dialogs: true,
      registerDialogs: (registry: Parameters<typeof registerFormDialogs>[0]) => {
        registerFormDialogs(registry);
      },
      profile: { isAuthenticated: true, ...profile },
      api: {
        [`/views/${view.viewId}/rows`]: (_url: string, body: unknown) => fakeRows(view, body),
        [`/views/${view.viewId}/lookup`]: (_url: string, body: unknown) => fakeLookup(view, body),
        '/delete-allowed': (_url: string, body: unknown) => {
          const ids = ((body as { entityInstanceIds?: string[] })?.entityInstanceIds ?? []).map(String);
          view.rows = view.rows.filter((r) => !ids.includes(r.id));
          return { deletedIds: ids, massEditErrors: [], userMessages: [] };
        },
      },
    },
  };
}
