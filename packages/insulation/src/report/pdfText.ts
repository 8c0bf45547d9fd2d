/**
 * Test helper: the text lines and drawing operators of a PDF written by pdf-lib with an embedded
 * TrueType font (hex glyph strings decoded through the font's ToUnicode CMap) — the method of the
 * e2e PDF test. Not exported by the package.
 */
import { inflateSync } from 'node:zlib';

/** Every stream of the file, inflated when compressed. */
export function pdfStreams(pdf: Uint8Array): string[] {
  const buffer = Buffer.from(pdf);
  const text = buffer.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = buffer.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
  }
  return out;
}

type CMap = Map<number, string>;

function hexToString(hex: string): string {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
}

function parseCMap(source: string): CMap {
  const map: CMap = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(pair[1]!, 16), hexToString(pair[2]!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const lo = parseInt(range[1]!, 16);
      const hi = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        const items = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => hexToString(x[1]!));
        for (let code = lo; code <= hi; code++) map.set(code, items[code - lo] ?? '');
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = lo; code <= hi; code++) map.set(code, String.fromCodePoint(base + (code - lo)));
      }
    }
  }
  return map;
}

/** The page content streams (those that draw text or paths, not fonts or CMaps). */
export function pdfContentStreams(pdf: Uint8Array): string[] {
  return pdfStreams(pdf).filter((s) => !s.includes('begincmap') && /(^|\s)(Tj|TJ|S|f|re)(\s|$)/.test(s));
}

/** Every text string the PDF draws, decoded with the file's ToUnicode CMap. */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const all = pdfStreams(pdf);
  const cmaps = all.filter((s) => s.includes('begincmap')).map(parseCMap);
  const lines: string[] = [];
  for (const content of all) {
    if (!/T[jJ]/.test(content) || content.includes('begincmap')) continue;
    for (const op of content.matchAll(
      /<([0-9a-fA-F]+)>\s*Tj|\[((?:\s*<[0-9a-fA-F]+>\s*-?\d*\.?\d*)*)\s*\]\s*TJ/g,
    )) {
      const hexes = op[1] ? [op[1]] : [...(op[2] ?? '').matchAll(/<([0-9a-fA-F]+)>/g)].map((x) => x[1]!);
      for (const cmap of cmaps) {
        let line = '';
        for (const hex of hexes)
          for (let i = 0; i + 4 <= hex.length; i += 4)
            line += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        lines.push(line);
      }
    }
  }
  return lines;
}
