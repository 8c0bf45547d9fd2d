/** The documents endpoints (api/v1/documents), through the shell's request helpers. */
import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '@insulcalc/shell';
import { downloadFromRequest, performRequest, type HttpClient } from '@insulcalc/shell/http';

export interface TemplateSummary {
  id: string;
  name: string;
  entityId: string;
  title: string;
  publishedVersion: number | null;
}

export interface TemplateVersionInfo {
  version: number;
  status: 'draft' | 'published' | 'archived';
  createdBy: string | null;
  createdAt: string;
  publishedAt: string | null;
}

export interface TemplateDetail extends TemplateSummary {
  draft: { version: number; source: unknown } | null;
  published: { version: number; source: unknown } | null;
  versions: TemplateVersionInfo[];
  sample: Record<string, unknown>;
  paths: string[];
}

export const templatesUrl = 'api/v1/documents/templates';
export const templateUrl = (id: string) => `${templatesUrl}/${encodeURIComponent(id)}`;

/** GETs a JSON resource; reloads on `reload()`; errors are shown by the shell's messages. */
export function useResource<T>(url: string | null): {
  data: T | null;
  error: boolean;
  loading: boolean;
  reload: () => void;
} {
  const [generation, setGeneration] = useState(0);
  const key = url === null ? null : `${generation}:${url}`;
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
      { url, lockForm: false, messageTarget: 'page' },
      { signal: controller.signal },
    ).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.error ? { key, data: null, error: true } : { key, data: result.data ?? null, error: false },
      );
    });
    return () => controller.abort();
  }, [http, url, key]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  // The last answer stays shown while a reload runs (no flash of an empty page).
  return { data: state.data, error: state.error, loading: key !== null && state.key !== key, reload };
}

/** Downloads a rendered document (spec §7 download rules: Content-Disposition name, blob, redirects refused). */
export function downloadDocument(http: HttpClient, url: string, body: unknown) {
  return downloadFromRequest(http, { url, method: 'POST', body, messageTarget: 'page' });
}

export { performRequest };
