/** The reports, dashboards and tasks calls, through the shell's request helper. */
import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@insulcalc/shell';
import { performRequest, type HttpClient } from '@insulcalc/shell/http';
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
} as const;

export interface Loaded<T> {
  data: T | null;
  error: boolean;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads a JSON answer (GET, or POST with a body: a query that reads) and reloads when its key
 * changes; the last answer stays shown while the next loads.
 */
export function useQuery<T>(url: string | null, body?: unknown): Loaded<T> {
  const [generation, setGeneration] = useState(0);
  const bodyKey = body === undefined ? '' : JSON.stringify(body);
  const key = url === null ? null : `${generation}|${url}|${bodyKey}`;
  const [state, setState] = useState<{ key: string | null; data: T | null; error: boolean }>({
    key: null,
    data: null,
    error: false,
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
      },
      { signal: controller.signal },
    ).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.error ? { key, data: null, error: true } : { key, data: result.data ?? null, error: false },
      );
    });
    return () => controller.abort();
  }, [http, url, key, bodyKey]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: state.data, error: state.error, loading: key !== null && state.key !== key, reload };
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
