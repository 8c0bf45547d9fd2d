/** The attribute of the boot script's element naming the SPA's entry script (a public URL). */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
/** The attribute naming the entry's static imports (public URLs, space-separated) to preload. */
export const APP_PRELOAD_ATTRIBUTE = 'data-app-preload';

/** How many modulepreload links the boot script inserts in one task. */
export const PRELOADS_PER_TASK = 4;

type BootWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'>;

/**
 * After the next paint — a frame, then a task, so the page is on screen — preloads the SPA's
 * modules and then evaluates them one chunk at a time, in the order the page lists them, with a
 * task boundary between two chunks; the entry comes last. Returns false when the page names no
 * entry.
 *
 * Why one chunk at a time: importing the entry evaluates its whole static graph (react-dom, the
 * router, Redux Toolkit, react-intl, zod, the shell) in one task, 300–500 ms on Lighthouse's
 * throttled phone, all of it blocking time. A chunk imported on its own evaluates its part of the
 * graph (what it imports first, as the module order requires) in a task of its own; when the
 * entry comes, only its own code is left. The modulepreloads still fetch every file at once.
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
  const nextTask = () => new Promise<void>((resolve) => view.setTimeout(resolve, 0));
  view.requestAnimationFrame(() => {
    view.setTimeout(() => {
      void (async () => {
        // A few preloads per task: inserting the ~25 links (each starts its fetch) was one task
        // of ~0.17 s on Lighthouse's throttled phone.
        for (let i = 0; i < preload.length; i += PRELOADS_PER_TASK) {
          if (i > 0) await nextTask();
          for (const href of preload.slice(i, i + PRELOADS_PER_TASK)) {
            const link = doc.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            doc.head.append(link);
          }
        }
        for (const href of preload) {
          // A chunk that fails to load is left to the entry's import, which then fails (or
          // retries) as it would have without the stages.
          await load(href).catch(() => undefined);
          await nextTask();
        }
        await load(entry);
      })();
    }, 0);
  });
  return true;
}
