import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizeRichText';

/** Parses sanitised HTML the way the page will, to look at the elements it would create. */
function parsed(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = sanitizeRichText(html);
  return template;
}

describe('sanitizeRichText (client, DOMPurify with the shared allow-list)', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote><hr>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('removes form controls, with the text inside them', () => {
    const out = sanitizeRichText(
      '<form action="/x"><p>kept</p><input name="a" value="v"><select><option>o</option></select>' +
        '<textarea>secret</textarea><button type="submit">Go</button></form>',
    );
    expect(out).toBe('<p>kept</p>');
  });
  it('removes scripts, event handlers and style expressions', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="width:expression(alert(1))" class="x">a</p><script>alert(1)</script>' +
        '<img src=x onerror="alert(1)"><style>p{background:url(javascript:alert(1))}</style>',
    );
    expect(out).toBe('<p>a</p>');
  });
  it('removes javascript: links, however they are spelled, and keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ]) {
      const a = parsed(`<a href="${href}">x</a>`).content.querySelector('a');
      expect(a?.getAttribute('href') ?? null, href).toBeNull();
      expect(a?.textContent).toBe('x');
    }
  });
  it('links default to target _self; a new window gets noopener', () => {
    const links = parsed(
      '<a href="https://example.com">a</a><a href="/p" target="_top">b</a>' +
        '<a href="mailto:a@b.c" target="_blank" rel="opener">c</a>',
    ).content.querySelectorAll('a');
    expect([...links].map((a) => [a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['_self', null],
      ['_self', null],
      ['_blank', 'noopener noreferrer'],
    ]);
  });
  it('defeats SVG and MathML namespace tricks and mutation-XSS', () => {
    const hostile = [
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
      '<p>ok</p><base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    ];
    for (const html of hostile) {
      const template = parsed(html);
      const all = [...template.content.querySelectorAll('*')];
      expect(
        all.filter((e) => !['p', 'a'].includes(e.localName)).map((e) => e.localName),
        html,
      ).toEqual([]);
      expect(all.flatMap((e) => [...e.attributes].map((a) => a.name)).filter((n) => n !== 'target')).toEqual(
        [],
      );
      expect(template.innerHTML, html).not.toMatch(/onerror|<script|javascript:/i);
    }
  });
  it('is empty for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});
