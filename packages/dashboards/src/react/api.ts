/** The reports, dashboards and tasks calls, through the shell's request helper. */
import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@insulcalc/shell';
import { performRequest, type ApiError, type HttpClient } from '@insulcalc/shell/http';
import type {
  DashboardAnswer,
  DashboardDefinition,
  ReportSummaryAnswer,
  ReportSummaryRequestInput,
} from '../core/index';

export const CALLS = {
  summary: (reportId: string) => `api/v1/reports/${encodeURIComponent(reportId)}/summary`,
  home: 'api/v1/dashboards/home',
  dashboard: (id: string) => `api/v1/dashboards/${encodeURIComponent(id)}`,
  viewRows: (viewId: string) => `api/v1/views/${encodeURIComponent(viewId)}/rows`,
  consistency: 'api/v1/consistency',
  taskCounts: 'api/v1/workflow/tasks/counts',
} as const;

export interface Loaded<T> {
  data: T | null;
  error: boolean;
  /** The failed answer (its HTTP status and translated message); null without an error. */
  failure: ApiError | null;
  loading: boolean;
  reload: () => void;
}

export interface QueryOptions {
  /**
   * The caller shows what went wrong itself (from `failure`): the server's messages are not also
   * put in the page's message area.
   */
  silent?: boolean;
}

/**
 * Loads a JSON answer (GET, or POST with a body: a query that reads) and reloads when its key
 * changes; the last answer stays shown while the next loads.
 */
export function useQuery<T>(url: string | null, body?: unknown, options: QueryOptions = {}): Loaded<T> {
  const silent = options.silent ?? false;
  const [generation, setGeneration] = useState(0);
  const bodyKey = body === undefined ? '' : JSON.stringify(body);
  const key = url === null ? null : `${generation}|${url}|${bodyKey}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; failure: ApiError | null }>({
    key: null,
    data: null,
    failure: null,
  });
  const http = useHttp();
  useEffect(() => {
    if (url === null || key === null) return;
    const controller = new AbortController();
    void performRequest<T>(
      http,
      {
        url,
        method: bodyKey ? 'POST' : 'GET',
        ...(bodyKey ? { body: JSON.parse(bodyKey) as unknown } : {}),
        lockForm: false,
        messageTarget: 'page',
        ...(silent ? { silent: true } : {}),
      },
      { signal: controller.signal },
    ).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.error
          ? { key, data: null, failure: result.error }
          : { key, data: result.data ?? null, failure: null },
      );
    });
    return () => controller.abort();
  }, [http, url, key, bodyKey, silent]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return {
    data: state.data,
    error: state.failure !== null,
    failure: state.failure,
    loading: key !== null && state.key !== key,
    reload,
  };
}

export function useSummary(
  reportId: string | null,
  request: ReportSummaryRequestInput,
): Loaded<ReportSummaryAnswer> {
  return useQuery<ReportSummaryAnswer>(reportId ? CALLS.summary(reportId) : null, request);
}

export async function saveDashboard(http: HttpClient, id: string, definition: DashboardDefinition) {
  return performRequest<DashboardAnswer>(http, {
    url: CALLS.dashboard(id),
    method: 'PUT',
    body: { definition },
    messageTarget: 'page',
  });
}
