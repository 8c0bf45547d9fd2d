import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHttp } from '@insulcalc/shell';
import { performRequest, type HttpClient, type ShellRequest } from '@insulcalc/shell/http';

/** Texts of translation keys: key → language → text. */
export type Texts = Record<string, Record<string, string | null>>;

export interface VersionSummary {
  version: number;
  status: 'draft' | 'published' | 'archived';
  javascriptVersion: string | null;
  createdBy: string | null;
  createdAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
}

export interface VersionDetail extends VersionSummary {
  definition: Record<string, unknown>;
  javascript: string | null;
  texts: Texts;
}

export interface FormGroupDesign {
  id: string;
  name: string;
  entityId: string;
  isPublic: boolean;
  route: string | null;
  titleKey: string;
  texts: Texts;
  forms: {
    id: string;
    name: string;
    sectionName: string;
    titleKey: string;
    tooltipKey: string | null;
    sortOrder: number;
    publishedVersion: number | null;
    hasDraft: boolean;
  }[];
}

export interface ConsistencyFindingDto {
  severity: 'error' | 'warning' | 'info';
  kind: string;
  area: string;
  objectId: string;
  path?: string;
  message: string;
  link?: string;
}

export interface ConsistencyReportDto {
  checkedAt: string;
  durationMs: number;
  summary: { error: number; warning: number; info: number };
  checks: { name: string; findings: number; failed: boolean }[];
  findings: ConsistencyFindingDto[];
}

export interface ScriptFindingDto {
  severity: 'error' | 'warning';
  ruleId: string;
  message: string;
  line: number;
  column: number;
}

export interface ScriptsReportDto {
  checkedAt: string;
  durationMs: number;
  summary: { scripts: number; errors: number; warnings: number };
  scripts: {
    formId: string;
    formName: string;
    version: number;
    status: 'draft' | 'published';
    link: string;
    findings: ScriptFindingDto[];
  }[];
}

/** The designer's server calls (forms module designer routes, consistency, scripts). */
export const designerUrls = {
  versions: (formId: string) => `api/v1/forms/${encodeURIComponent(formId)}/versions`,
  version: (formId: string, version: number) =>
    `api/v1/forms/${encodeURIComponent(formId)}/versions/${version}`,
  draft: (formId: string) => `api/v1/forms/${encodeURIComponent(formId)}/draft`,
  publish: (formId: string) => `api/v1/forms/${encodeURIComponent(formId)}/publish`,
  rollback: (formId: string, version: number) =>
    `api/v1/forms/${encodeURIComponent(formId)}/versions/${version}/rollback`,
  group: (groupId: string) => `api/v1/forms/designer/groups/${encodeURIComponent(groupId)}`,
  groupForms: (groupId: string) => `api/v1/forms/designer/groups/${encodeURIComponent(groupId)}/forms`,
  consistency: 'api/v1/consistency',
  lint: 'api/v1/scripts/lint',
};

/** One call; its user messages go to the page (toasts for info, the message area for errors). */
export async function call<T>(http: HttpClient, request: ShellRequest): Promise<T | null> {
  const result = await performRequest<T>(http, { messageTarget: 'page', ...request });
  return result.error ? null : (result.data as T);
}

export type Call = <T>(request: ShellRequest) => Promise<T | null>;

/** {@link call} through the app store's own HTTP client. */
export function useCall(): Call {
  const http = useHttp();
  return useMemo<Call>(() => (request) => call(http, request), [http]);
}

export type Loaded<T> =
  | { status: 'loading' }
  | {
      status: 'failed';
      /** The server refused the requester (401/403: not an administrator). */ denied?: boolean;
    }
  | { status: 'ready'; data: T };

/** GETs `url` (again when `reload` is called); `null` loads nothing. */
export function useLoad<T>(url: string | null): [Loaded<T>, () => void] {
  const [state, setState] = useState<{ key: string; value: Loaded<T> } | null>(null);
  const [round, setRound] = useState(0);
  const key = `${url}#${round}`;
  const http = useHttp();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void performRequest<T>(http, { url, messageTarget: 'page' }, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setState({
          key,
          value: result.error
            ? { status: 'failed', denied: result.error.status === 401 || result.error.status === 403 }
            : { status: 'ready', data: result.data as T },
        });
      },
    );
    return () => controller.abort();
  }, [http, url, key]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  if (!url) return [{ status: 'failed' }, reload];
  // While reloading, the previous answer stays on screen.
  return [state ? state.value : { status: 'loading' }, reload];
}
