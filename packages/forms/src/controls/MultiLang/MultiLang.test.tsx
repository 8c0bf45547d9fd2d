import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithControls } from '../../ui/testing';
import { multiLangValidator } from './settings';

const field = {
  name: 'T',
  displayName: 'Title',
  required: true,
  readonly: false,
  hidden: false,
  settings: {},
};

afterEach(() => vi.restoreAllMocks());

describe('MultiLang', () => {
  it('edits the text of the user language and keeps the others', async () => {
    const { model } = await renderWithControls(
      {
        name: 'Title',
        controlType: 'MultiLang',
        displayName: 'Title',
        value: { en: 'Pipe', sl: 'Cev' },
      },
      { language: 'de' },
    );
    const german = screen.getByRole('textbox', { name: /Title Deutsch/ });
    act(() => fireEvent.change(german, { target: { value: 'Rohr' } }));
    expect(model.values().Title).toEqual({ en: 'Pipe', sl: 'Cev', de: 'Rohr' });
  });

  it('opens the other languages on demand and stores null when every text is cleared', async () => {
    const { model } = await renderWithControls({
      name: 'Title',
      controlType: 'MultiLang',
      displayName: 'Title',
      value: '{"de":"Rohr"}',
    });
    const toggle = screen.getByRole('button', { name: /Other languages \(1 of 5 filled\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(toggle));
    const german = screen.getByRole('textbox', { name: /Title Deutsch/ });
    act(() => fireEvent.change(german, { target: { value: '' } }));
    expect(model.values().Title).toBeNull();
  });

  it('shows the resolved text when read-only: selected, then default, then fallback', async () => {
    await renderWithControls(
      {
        name: 'Title',
        controlType: 'MultiLang',
        displayName: 'Title',
        readonly: true,
        value: { en: 'Pipe', hr: 'Cijev' },
        settings: { defaultLanguage: 'hr' },
      },
      { language: 'sl' },
    );
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Cijev');
  });

  it('warns about invalid JSON outside production and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithControls({
      name: 'Title',
      controlType: 'MultiLang',
      displayName: 'Title',
      readonly: true,
      value: '{"en": "Pipe"',
    });
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('');
    expect(warn).toHaveBeenCalled();
  });

  it('validates required, every language and length', () => {
    expect(multiLangValidator(field, { en: '' })).toMatchObject({ failure: { key: 'validation_required' } });
    expect(
      multiLangValidator(
        { ...field, settings: { requireAllLanguages: true, languages: ['en', 'de'] } },
        { en: 'x' },
      ),
    ).toMatchObject({ failure: { key: 'MultiLang_MissingLanguages', values: { languages: 'de' } } });
    expect(multiLangValidator({ ...field, settings: { maxLength: 3 } }, { en: 'long' })).toMatchObject({
      failure: { key: 'MultiLang_TooLong' },
    });
    expect(multiLangValidator(field, { en: 'ok' }).valid).toBe(true);
  });
});
