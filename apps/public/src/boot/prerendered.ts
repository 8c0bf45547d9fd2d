/** The attribute of the boot script's element naming the SPA's entry script (a public URL). */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
/** The attribute naming the entry's static imports (public URLs, space-separated) to preload. */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';

type BootWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;

/**
 * After the next paint — a frame, then a task, so the page is on screen — preloads the SPA's
 * modules and loads its entry. Returns false when the page names no entry.
 */
export function bootPrerendered(
  doc: Document,
  view: BootWindow,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): boolean {
  const script = doc.querySelector<HTMLScriptElement>(`script[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = script?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!script || !entry) return false;
  const preload = (script.getAttribute(APP_PRELOAD_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean);
  view.requestAnimationFrame(() => {
    view.setTimeout(() => {
      for (const href of preload) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        doc.head.append(link);
      }
      void load(entry);
    }, 0);
  });
  return true;
}
