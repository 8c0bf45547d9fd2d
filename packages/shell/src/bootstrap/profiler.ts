const SCRIPT_MARK = 'data-insulcalc-profiler';

/**
 * The profiler panel's script on the server's `profiler/` path (spec §7), beside the API: an API
 * base of `/api/` gives `/profiler/includes.js`.
 */
export function profilerScriptUrl(apiBaseUrl: string, origin: string): string {
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, origin);
  return new URL('../profiler/includes.js', base).toString();
}

/**
 * Loads the profiler panel once when the profile has enableMiniProfiler (spec §6, §7). Nothing
 * is loaded otherwise: the panel's code lives on the server and costs other users nothing.
 * Returns whether a script tag was added.
 */
export function loadProfiler(
  enabled: boolean,
  apiBaseUrl: string,
  doc: Document | undefined = globalThis.document,
): boolean {
  if (!enabled || !doc || doc.querySelector(`script[${SCRIPT_MARK}]`)) return false;
  const script = doc.createElement('script');
  script.src = profilerScriptUrl(apiBaseUrl, doc.location?.origin ?? 'http://localhost');
  script.defer = true;
  script.setAttribute(SCRIPT_MARK, '');
  doc.head.appendChild(script);
  return true;
}
