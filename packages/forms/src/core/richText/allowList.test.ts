import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_FORBIDDEN_TAGS,
  isAllowedRichTextUrl,
  richTextLinkTarget,
} from './allowList';

describe('rich-text allow-list', () => {
  it('allows no form control, script, style or foreign content', () => {
    for (const tag of ['form', 'input', 'select', 'textarea', 'button', 'script', 'style', 'svg', 'math'])
      expect(RICH_TEXT_ALLOWED_TAGS).not.toContain(tag);
    for (const tag of ['form', 'input', 'select', 'textarea', 'button'])
      expect(RICH_TEXT_FORBIDDEN_TAGS).toContain(tag);
    const attributes = Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat();
    expect(attributes).not.toContain('style');
    expect(attributes.some((a) => a.startsWith('on'))).toBe(false);
  });
  it('keeps http(s), mailto, tel and relative links; refuses script and data URLs, however spelled', () => {
    for (const ok of [
      'https://example.com',
      'http://x',
      'mailto:a@b.c',
      'tel:+386',
      '/platform/x',
      '#top',
      '//cdn',
    ])
      expect(isAllowedRichTextUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
    ])
      expect(isAllowedRichTextUrl(bad), bad).toBe(false);
  });
  it('links default to target _self', () => {
    expect(richTextLinkTarget(undefined)).toBe('_self');
    expect(richTextLinkTarget('_top')).toBe('_self');
    expect(richTextLinkTarget('_blank')).toBe('_blank');
  });
});
