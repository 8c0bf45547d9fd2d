import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  I18nProvider,
  isLocaleDataLoaded,
  loadLocaleData,
  useI18n,
  useLanguage,
  useLocaleDataReady,
  useTranslate,
} from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const messages = { Hello: 'Pozdravljen, {name}!', Title: 'Naslov', Hidden: null };

function Probe({ id, values }: { id: string; values?: Record<string, string> }) {
  const t = useTranslate();
  const text = t(id, values);
  return <span data-testid="out">{text === null ? 'NULL' : text}</span>;
}

describe('<I18nProvider> and useTranslate', () => {
  it('translates, shows [?:key] for missing keys and null for null keys', () => {
    render(
      <I18nProvider language="sl" messages={messages}>
        <Probe id="Hello" values={{ name: 'Ana' }} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('out').textContent).toBe('Pozdravljen, Ana!');
    render(
      <I18nProvider language="sl" messages={messages}>
        <div data-testid="missing">
          <Probe id="Nope" />
        </div>
        <div data-testid="null">
          <Probe id="Hidden" />
        </div>
      </I18nProvider>,
    );
    expect(screen.getByTestId('missing').textContent).toBe('[?:Nope]');
    expect(screen.getByTestId('null').textContent).toBe('NULL');
  });

  it('makes <FormattedMessage> follow the same rules without console errors', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <I18nProvider language="sl" messages={messages}>
        <p data-testid="a">
          <FormattedMessage id="Title" />
        </p>
        <p data-testid="b">
          <FormattedMessage id="Missing_Key" />
        </p>
        <p data-testid="c">
          <FormattedMessage id="Hidden" />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Naslov');
    expect(screen.getByTestId('b').textContent).toBe('[?:Missing_Key]');
    expect(screen.getByTestId('c').textContent).toBe('');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives react-intl the Intl locale (sr-Latn for bs) and exposes the language', () => {
    function Locale() {
      const intl = useIntl();
      return <span data-testid="loc">{`${useLanguage()}|${intl.locale}|${intl.formatNumber(1234.5)}`}</span>;
    }
    render(
      <I18nProvider language="bs" messages={{}}>
        <Locale />
      </I18nProvider>,
    );
    expect(screen.getByTestId('loc').textContent).toBe('bs|sr-Latn|1.234,5');
  });

  it('falls back to en for an unknown language', () => {
    function Locale() {
      return <span data-testid="loc">{useLanguage()}</span>;
    }
    render(
      <I18nProvider language="fr" messages={{}}>
        <Locale />
      </I18nProvider>,
    );
    expect(screen.getByTestId('loc').textContent).toBe('en');
  });

  it('loads the locale data of its language lazily and re-renders when ready', async () => {
    expect(isLocaleDataLoaded('hr')).toBe(false);
    function Month() {
      const ready = useLocaleDataReady();
      return (
        <span data-testid="month">{`${ready}|${formatDate('2024-03-10', { format: 'MMMM', language: 'hr' })}`}</span>
      );
    }
    render(
      <I18nProvider language="hr" messages={{}}>
        <Month />
      </I18nProvider>,
    );
    expect(screen.getByTestId('month').textContent).toBe('false|March');
    await act(async () => {
      await vi.waitFor(() => expect(isLocaleDataLoaded('hr')).toBe(true));
    });
    expect(screen.getByTestId('month').textContent).toBe('true|ožujak');
  });

  it('useI18n binds numbers, dates and multi-language values to the language and translations', async () => {
    await loadLocaleData('de');
    function Bound() {
      const i18n = useI18n();
      const parsed = i18n.parseNumber('1.234,5');
      return (
        <span data-testid="bound">
          {[
            i18n.language,
            i18n.t('Title'),
            i18n.formatNumber(1234.125, 2),
            parsed.ok ? parsed.value : parsed.error,
            i18n.formatDate('2024-03-15T08:05:00', { type: 'dateTime' }),
            i18n.formatDate('2024-03-15', { format: 'MMMM' }),
            i18n.parseDate('15.03.2024', { type: 'date' })?.getMonth(),
            i18n.resolveMultiLang('{"en":"Pipe","de":"Rohr"}'),
          ].join('|')}
        </span>
      );
    }
    render(
      <I18nProvider language="de" messages={{ Title: 'Titel', momentjs_dateTimeFormat: 'DD.MM.YYYY HH:mm' }}>
        <Bound />
      </I18nProvider>,
    );
    expect(screen.getByTestId('bound').textContent).toBe(
      'de|Titel|1.234,12|1234.5|15.03.2024 08:05|März|2|Rohr',
    );
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe id="x" />)).toThrow(/inside <I18nProvider>/);
  });
});
