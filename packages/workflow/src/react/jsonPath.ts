/**
 * Where a JSON path (`activities.0.form`, as the schema and CheckConsistency report it) sits in
 * the text being edited, so the editor marks the line. A small scanner over valid JSON text: it
 * walks only the path's members and skips the rest. Null when the text does not parse that far
 * or the path does not exist (the editor then marks the start).
 */
export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t'))
    i++;
  return i;
}

/** The end (exclusive) of the string starting at `i` (a quote), and its value; null if unterminated. */
function readString(text: string, i: number): { end: number; value: string } | null {
  let j = i + 1;
  while (j < text.length) {
    const ch = text[j];
    if (ch === '\\') j += 2;
    else if (ch === '"') {
      try {
        return { end: j + 1, value: JSON.parse(text.slice(i, j + 1)) as string };
      } catch {
        return null;
      }
    } else j++;
  }
  return null;
}

/** Where a scan stopped (the furthest offset a failed value reached). */
interface Stop {
  at: number;
}

/** The end (exclusive) of the value starting at `i`; null when it does not parse (`stop.at` says where). */
function skipValue(text: string, i: number, stop: Stop = { at: 0 }): number | null {
  const fail = (at: number) => {
    stop.at = Math.max(stop.at, at);
    return null;
  };
  const ch = text[i];
  if (ch === '"') return readString(text, i)?.end ?? fail(i);
  if (ch === '{' || ch === '[') {
    const close = ch === '{' ? '}' : ']';
    let j = skipSpace(text, i + 1);
    if (text[j] === close) return j + 1;
    for (;;) {
      if (ch === '{') {
        const key = text[j] === '"' ? readString(text, j) : null;
        if (!key) return fail(j);
        j = skipSpace(text, key.end);
        if (text[j] !== ':') return fail(j);
        j = skipSpace(text, j + 1);
      }
      const end = skipValue(text, j, stop);
      if (end === null) return null;
      j = skipSpace(text, end);
      if (text[j] === ',') j = skipSpace(text, j + 1);
      else if (text[j] === close) return j + 1;
      else return fail(j);
    }
  }
  const literal = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
  return literal ? i + literal[0].length : fail(i);
}

/**
 * Where JSON text stops being valid (engines word and place their parse errors differently:
 * Node 20 names no position), or null when it is valid JSON.
 */
export function syntaxErrorPosition(text: string): TextPosition | null {
  const stop: Stop = { at: 0 };
  const start = skipSpace(text, 0);
  const end = start < text.length ? skipValue(text, start, stop) : null;
  if (end === null) return positionAt(text, start < text.length ? stop.at : text.length);
  const rest = skipSpace(text, end);
  return rest < text.length ? positionAt(text, rest) : null;
}

/** The offset of the member `segment` of the container value at `i`; null when absent. */
function member(text: string, i: number, segment: string | number): number | null {
  const open = text[i];
  if (open !== '{' && open !== '[') return null;
  const close = open === '{' ? '}' : ']';
  let j = skipSpace(text, i + 1);
  let index = 0;
  if (text[j] === close) return null;
  for (;;) {
    let name: string | number = index;
    if (open === '{') {
      const key = text[j] === '"' ? readString(text, j) : null;
      if (!key) return null;
      name = key.value;
      j = skipSpace(text, key.end);
      if (text[j] !== ':') return null;
      j = skipSpace(text, j + 1);
    }
    if (String(name) === String(segment)) return j;
    const end = skipValue(text, j);
    if (end === null) return null;
    j = skipSpace(text, end);
    if (text[j] === ',') j = skipSpace(text, j + 1);
    else return null;
    index++;
  }
}

export function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The position of the value at `path` in `text`; null when the text or the path do not lead there. */
export function locateJsonPath(
  text: string,
  path: string | readonly (string | number)[],
): TextPosition | null {
  const segments = typeof path === 'string' ? (path ? path.split('.') : []) : path;
  let offset = skipSpace(text, 0);
  if (offset >= text.length) return null;
  for (const segment of segments) {
    const next = member(text, offset, segment);
    if (next === null) return null;
    offset = next;
  }
  return positionAt(text, offset);
}
