import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml, sanitizeRichTextValue } from './richText';

describe('rich text sanitised on save (sanitize-html with the shared allow-list)', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>q</p></blockquote><hr />';
    expect(sanitizeRichTextHtml(html)).toBe(html);
  });
  it('removes form controls with their text, keeps the text around them', () => {
    expect(
      sanitizeRichTextHtml(
        '<form action="/x"><p>kept</p><input name="a" value="v"><select><option>o</option></select>' +
          '<textarea>secret</textarea><button type="submit">Go</button></form>',
      ),
    ).toBe('<p>kept</p>');
  });
  it('removes scripts, event handlers, styles and images', () => {
    expect(
      sanitizeRichTextHtml(
        '<p onclick="alert(1)" style="width:expression(alert(1))" class="x">a</p><script>alert(1)</script>' +
          '<img src=x onerror="alert(1)"><style>p{background:url(javascript:alert(1))}</style>',
      ),
    ).toBe('<p>a</p>');
  });
  it('removes javascript: and data: links however spelled; links default to _self', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ])
      expect(sanitizeRichTextHtml(`<a href="${href}">x</a>`), href).toBe('<a target="_self">x</a>');
    expect(sanitizeRichTextHtml('<a href="https://example.com" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://example.com" target="_self">a</a>',
    );
    expect(sanitizeRichTextHtml('<a href="/p" target="_blank">b</a>')).toBe(
      '<a href="/p" target="_blank" rel="noopener noreferrer">b</a>',
    );
  });
  it('defeats SVG and MathML tricks', () => {
    for (const html of [
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="javascript:alert(1)"></object>',
    ])
      expect(sanitizeRichTextHtml(html), html).not.toMatch(/<(?!\/?(p|a)\b)|onerror|javascript:/i);
  });
  it('sanitises a rich-text control value, single or per language; other controls untouched', () => {
    expect(sanitizeRichTextValue('RichTextArea', '<p>a<input></p>')).toBe('<p>a</p>');
    expect(
      sanitizeRichTextValue('RichTextAreaMultiLang', { en: '<p>a<script>x</script></p>', de: '<p>b</p>' }),
    ).toEqual({ en: '<p>a</p>', de: '<p>b</p>' });
    expect(sanitizeRichTextValue('TextBox', '<input>')).toBe('<input>');
    expect(sanitizeRichTextValue('RichTextArea', null)).toBeNull();
  });
});
