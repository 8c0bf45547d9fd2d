import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, I18nProvider, isLocaleDataLoaded, useLanguage, useLocaleDataReady, useTranslate } from './index';

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
        <div data-testid="missing"><Probe id="Nope" /></div>
        <div data-testid="null"><Probe id="Hidden" /></div>
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
        <p data-testid="a"><FormattedMessage id="Title" /></p>
        <p data-testid="b"><FormattedMessage id="Missing_Key" /></p>
        <p data-testid="c"><FormattedMessage id="Hidden" /></p>
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
      return <span data-testid="month">{`${ready}|${formatDate('2024-03-10', { format: 'MMMM', language: 'hr' })}`}</span>;
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

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe id="x" />)).toThrow(/inside <I18nProvider>/);
  });
});
