/**
 * jsdom has no layout (and no CSS.escape): ProseMirror asks ranges for their rectangles when it scrolls the
 * selection into view. Tests of the editors give ranges empty rectangles (no layout is asserted).
 */
export function installLayoutStubs(): void {
  const empty = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  const proto = Range.prototype as unknown as Record<string, unknown>;
  proto.getClientRects ??= () => Object.assign([], { item: () => null });
  proto.getBoundingClientRect ??= empty;
  const doc = document as unknown as Record<string, unknown>;
  doc.elementFromPoint ??= () => null;
  // react-aria's tab list looks its items up with CSS.escape, which jsdom lacks.
  const g = globalThis as unknown as { CSS?: { escape?: (value: string) => string } };
  g.CSS ??= {};
  g.CSS.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}
