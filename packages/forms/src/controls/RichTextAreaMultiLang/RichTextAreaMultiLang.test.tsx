import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderControl } from '../testing';
import { installLayoutStubs } from '../RichTextArea/jsdomLayout';
import { withLanguageText } from './settings';
import { patient } from '../../../../../scripts/patience.mjs';

beforeAll(installLayoutStubs);

function paste(target: Element, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('RichTextAreaMultiLang', () => {
  it('one editor per language tab; the value is language → HTML', { timeout: patient(60000) }, async () => {
    const { model } = await renderControl({
      name: 'Body',
      controlType: 'RichTextAreaMultiLang',
      displayName: 'Body',
      value: { en: '<p>English</p>', de: '<p>Deutsch</p>' },
      settings: { languages: ['en', 'de', 'sl'] },
    });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['English', 'Deutsch', 'Slovenščina']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('aria-label')).toBe('Deutsch (filled in)');
    const en = await screen.findByRole('textbox', { name: /Body/ }, { timeout: patient(15000) });
    expect(en.textContent).toBe('English');
    // Arrow keys move between the language tabs (react-aria's tab list).
    act(() => tabs[0]!.focus());
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(tabs[1]!.getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(document.getElementById('ic-c-Body-de')?.textContent).toBe('Deutsch'));
    // The English editor stays (one editor per visited tab), hidden.
    expect(document.getElementById('ic-c-Body-en')).not.toBeNull();
    fireEvent.click(tabs[2]!);
    const sl = await waitFor(() => {
      const el = document.getElementById('ic-c-Body-sl');
      expect(el).not.toBeNull();
      return el!;
    });
    paste(sl, '<p>Slovensko<input value="x"><script>alert(1)</script></p>');
    await waitFor(() =>
      expect(model.field('Body').value).toEqual({
        en: '<p>English</p>',
        de: '<p>Deutsch</p>',
        sl: '<p>Slovensko</p>',
      }),
    );
  });

  it('read-only shows each language sanitised', async () => {
    const { container } = await renderControl({
      name: 'Body',
      controlType: 'RichTextAreaMultiLang',
      displayName: 'Body',
      readonly: true,
      value: { en: '<p>Read<input value="x"></p>' },
      settings: { languages: ['en', 'de'] },
    });
    await waitFor(() => expect(container.querySelector('.ic-richtext-view')?.innerHTML).toBe('<p>Read</p>'), {
      timeout: patient(15000),
    });
    expect(container.querySelector('[contenteditable]')).toBeNull();
  });

  it('empty texts leave the value; all empty is null', () => {
    expect(withLanguageText({ en: '<p>a</p>' }, 'de', '<p>b</p>')).toEqual({
      en: '<p>a</p>',
      de: '<p>b</p>',
    });
    expect(withLanguageText({ en: '<p>a</p>', de: '<p>b</p>' }, 'de', null)).toEqual({ en: '<p>a</p>' });
    expect(withLanguageText({ en: '<p>a</p>' }, 'en', '')).toBeNull();
  });
});
