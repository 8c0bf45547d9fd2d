import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../index';
import { BOSNIAN_ARIA_LOCALE, bosnianAriaDictionary } from './ariaStrings';
import { bosnianAriaStrings, type AriaFormatter } from './bosnian';

// The Bosnian dictionary is a page-wide global once installed, so this file renders the other
// languages first and Bosnian last (the tests run in order).

afterEach(() => cleanup());

function Lookup() {
  return (
    <ComboBox>
      <Label>Medium</Label>
      <Input />
      <Button>▾</Button>
      <Popover>
        <ListBox>
          <ListBoxItem id="water">Water</ListBoxItem>
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function renderIn(language: string) {
  render(
    <I18nProvider language={language} messages={{}} isProduction={false}>
      <Lookup />
    </I18nProvider>,
  );
  return screen.getByRole('button');
}

describe('React Aria texts follow the app language, not the browser', () => {
  it('speaks German in a German app (jsdom says en-US)', () => {
    expect(navigator.language).toBe('en-US');
    expect(renderIn('de').getAttribute('aria-label')).toBe('Empfehlungen anzeigen');
  });

  it('speaks English and Slovenian in those apps', () => {
    expect(renderIn('en').getAttribute('aria-label')).toBe('Show suggestions');
    cleanup();
    expect(renderIn('sl').getAttribute('aria-label')).toBe('Prikaži predloge');
  });
});

describe('the Bosnian dictionary', () => {
  it('keeps every package of React Aria’s table (a missing one would throw) with Bosnian texts over it', async () => {
    const croatian = (
      (await import('react-aria-components/i18n/hr-HR')) as unknown as {
        default: Record<string, Record<string, unknown>>;
      }
    ).default;
    const merged = await bosnianAriaDictionary();
    for (const [pkg, texts] of Object.entries(croatian))
      expect(Object.keys(merged[pkg] ?? {}).sort(), pkg).toEqual(Object.keys(texts).sort());
    expect(merged['@react-aria/overlays']?.dismiss).toBe('Zatvori');
    expect(merged['@react-aria/datepicker']?.weekday).toBe('dan u sedmici');
    // every Bosnian key is one React Aria knows (a typo would never be read)
    for (const [pkg, texts] of Object.entries(bosnianAriaStrings))
      for (const key of Object.keys(texts)) expect(croatian[pkg], `${pkg} ${key}`).toHaveProperty(key);
  });

  it('announces counts with Bosnian plural forms', () => {
    // React Aria's formatter (LocalizedStringFormatter): '=N' first, then the locale's plural rules.
    const rules = new Intl.PluralRules(BOSNIAN_ARIA_LOCALE);
    const pick = (opt: string | (() => string) | undefined) =>
      typeof opt === 'function' ? opt() : (opt ?? '');
    const f: AriaFormatter = {
      plural: (count, options) => pick(options[`=${count}`] ?? options[rules.select(count)] ?? options.other),
      number: (value) => new Intl.NumberFormat(BOSNIAN_ARIA_LOCALE).format(value),
      select: (options, value) => pick(options[String(value)] ?? options.other),
    };
    const combobox = bosnianAriaStrings['@react-aria/combobox']!;
    const format = (key: string, args: Record<string, string | number | boolean>) => {
      const text = combobox[key]!;
      return typeof text === 'function' ? text(args, f) : text;
    };
    expect(format('countAnnouncement', { optionCount: 1 })).toBe('Dostupna je 1 opcija.');
    expect(format('countAnnouncement', { optionCount: 3 })).toBe('Dostupne su 3 opcije.');
    expect(format('countAnnouncement', { optionCount: 7 })).toBe('Dostupno je 7 opcija.');
    expect(format('selectedAnnouncement', { optionText: 'Voda' })).toBe('Voda, odabrano');
    expect(format('focusAnnouncement', { optionText: 'Voda', isGroupChange: false, isSelected: true })).toBe(
      'Voda, odabrano',
    );
  });

  it('a Bosnian lookup speaks Serbian Latin at first, then Bosnian once the texts are installed', async () => {
    const button = renderIn('bs');
    expect(button.getAttribute('aria-label')).toBe('Prikaži predloge');
    await waitFor(() =>
      expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Prikaži prijedloge'),
    );
  });
});
