/**
 * A page the server rendered (the configurator for anonymous visitors, decision 0033): the
 * browser paints the server's markup from the HTML, the SPA renders the same page into a hidden
 * element beside it, and when the SPA's page is ready the two swap in one step — the server's
 * markup is removed and the SPA's shown — so nothing flashes or shifts. The server's markup is
 * `inert` meanwhile: its controls have no script yet and would lose what is typed.
 *
 * No hydration: the SPA's start-up (profile, translations, router) renders other things first,
 * and a hydration mismatch would be a console error.
 */

/** Set on `#root` by the server (apps/server, static/landing.ts) when it holds a rendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The attribute's value for the configurator. */
export const PRERENDERED_CONFIGURATOR = 'configurator';
/** The SPA shows itself after this long even if its page never said it is ready (an error page). */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

let takeOver: (() => void) | null = null;

/**
 * The element the SPA renders into: `#root` itself, or for a server-rendered page a hidden
 * element after it (`takeOverPrerendered` shows it).
 */
export function appContainer(doc: Document): HTMLElement {
  const root = doc.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return root;
  const container = doc.createElement('div');
  container.hidden = true;
  root.after(container);
  const timer = setTimeout(() => takeOverPrerendered(), TAKE_OVER_TIMEOUT_MS);
  const swap = () => {
    // One step, so the browser never paints both or neither; the pages have the same layout,
    // so the reader's scroll position stays where it was.
    root.remove();
    container.id = 'root';
    container.hidden = false;
  };
  takeOver = () => {
    takeOver = null;
    clearTimeout(timer);
    // In the next frame, before its paint: the style and layout of the shown page are then a
    // task of their own, not added to React's commit that asked for the swap.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(swap);
    else swap();
  };
  return container;
}

/** Shows the SPA in place of the server-rendered page (once; nothing when there is none). */
export function takeOverPrerendered(): void {
  takeOver?.();
}

/** Whether the SPA is still hidden behind a server-rendered page. */
export function isPrerenderedShown(): boolean {
  return takeOver !== null;
}
