/**
 * Icon keys and their SVG text (spec §7, §9): the key's prefix before the first hyphen chooses the
 * set — bi (Bootstrap Icons), fas/far/fab (Font Awesome Free solid/regular/brands) — and the
 * server's icons module serves `GET /api/v1/icons/{key}` from the icon packages, cached immutably.
 */
export {
  DEFAULT_VIEW_BOX,
  ICON_KEY_PATTERN,
  ICON_PREFIXES,
  ICON_SIZES,
  isIconKey,
  type IconPrefix,
  type IconSize,
} from './iconKeys';
import { DEFAULT_VIEW_BOX, isIconKey } from './iconKeys';

export interface ParsedIcon {
  viewBox: string;
  /** The SVG's children as markup, with scripts, event handlers and external references removed. */
  body: string;
}

/** A loader gives the SVG text of a key, or null when there is no such icon. */
export type IconLoader = (key: string) => Promise<string | null>;

export const ICONS_URL = '/api/v1/icons/';

const fetchIcon: IconLoader = async (key) => {
  const response = await fetch(`${ICONS_URL}${encodeURIComponent(key)}`, { credentials: 'same-origin' });
  if (!response.ok) return null;
  return response.text();
};

let loader: IconLoader = fetchIcon;
const cache = new Map<string, Promise<ParsedIcon | null>>();
const MAX_CACHED = 500;

/** Replaces where icons come from (stories, tests, an app served under another API base); clears the cache. */
export function setIconLoader(next: IconLoader | null): void {
  loader = next ?? fetchIcon;
  cache.clear();
}

const UNSAFE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'style', 'a']);

function clean(element: Element): void {
  for (const child of [...element.children]) {
    if (UNSAFE_ELEMENTS.has(child.tagName.toLowerCase())) child.remove();
    else clean(child);
  }
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase();
    const value = attribute.value.trim().toLowerCase();
    if (name.startsWith('on') || ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')))
      element.removeAttribute(attribute.name);
  }
}

/**
 * Reads SVG text into a viewBox and a cleaned body. The text comes from our own server, but it is
 * rendered as markup, so it is parsed as XML and stripped of anything executable first. Null when
 * the text is not an SVG document.
 */
export function parseIconSvg(text: string): ParsedIcon | null {
  if (typeof DOMParser === 'undefined') return null;
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = document.documentElement;
  if (!svg || svg.tagName.toLowerCase() !== 'svg' || document.getElementsByTagName('parsererror').length)
    return null;
  clean(svg);
  // Licence comments stay in the served file; the rendered copy needs only the shapes.
  for (const node of [...svg.childNodes]) if (node.nodeType === 8) node.remove();
  const viewBox = svg.getAttribute('viewBox') ?? DEFAULT_VIEW_BOX;
  const serializer = new XMLSerializer();
  const body = [...svg.childNodes].map((node) => serializer.serializeToString(node)).join('');
  return { viewBox, body };
}

/** The parsed icon of a key (one request per key per page), null when it cannot be resolved. */
export function loadIcon(key: string): Promise<ParsedIcon | null> {
  if (!isIconKey(key)) return Promise.resolve(null);
  let pending = cache.get(key);
  if (!pending) {
    pending = loader(key).then(
      (text) => (text === null ? null : parseIconSvg(text)),
      () => null,
    );
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, pending);
  }
  return pending;
}
