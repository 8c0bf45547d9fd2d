/**
 * Whether the code runs in a production build: Vite's `import.meta.env.PROD`, else
 * `process.env.NODE_ENV === 'production'` (Node, tests). Callers may always override it
 * with an explicit `isProduction` option.
 */
export function detectProduction(): boolean {
  const meta = import.meta as unknown as { env?: { PROD?: boolean } };
  if (typeof meta.env?.PROD === 'boolean') return meta.env.PROD;
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env?.NODE_ENV === 'production';
}
