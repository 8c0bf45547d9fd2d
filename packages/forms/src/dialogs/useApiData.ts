import { useEffect, useState } from 'react';
import { useHttp } from '@insulcalc/shell';
import { performRequest } from '@insulcalc/shell/http';

export type ApiData<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** GETs a JSON answer through the shell (its errors become page messages) and narrows it with `read`. */
export function useApiData<T>(url: string | null, read: (value: unknown) => T | null): ApiData<T> {
  const [state, setState] = useState<{ url: string; value: ApiData<T> } | null>(null);
  const http = useHttp();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void performRequest(http, { url, messageTarget: 'page' }, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        const data = result.error ? null : read(result.data);
        setState({ url, value: data === null ? { status: 'failed' } : { status: 'ready', data } });
      },
    );
    return () => controller.abort();
    // `read` is a pure narrowing function; the URL decides what is fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, http]);
  if (!url) return { status: 'failed' };
  return state && state.url === url ? state.value : { status: 'loading' };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
