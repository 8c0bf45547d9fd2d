/**
 * Issue 24 item 2: typing a service life must never blank the results. What the economic
 * thickness still misses (the interest rate, the product's prices) is named, beside the field and
 * in the results; the other results stand; with everything given, the economic thickness shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LocalConfigurator, TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';
import type { ConfiguratorCodeLists } from './codeLists';

stubMatchMedia();
afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The test catalogue with prices per thickness for the pipe section (EUR per m², illustrative). */
const PRICED: ConfiguratorCodeLists = {
  ...TEST_CODE_LISTS,
  products: TEST_CODE_LISTS.products.map((p) =>
    p.id === 101 ? { ...p, prices: p.thicknesses!.map((t): [number, number] => [t, 10 + t * 0.5]) } : p,
  ),
};

function renderConfigurator(codeLists = PRICED, language = 'en') {
  render(
    <TestI18n language={language}>
      <LocalConfigurator codeLists={codeLists} />
    </TestI18n>,
  );
  return screen.getByTestId('results');
}

describe('a service life never blanks the results', () => {
  it('names the missing interest rate, keeps the heat loss, then shows the economic thickness', () => {
    const results = renderConfigurator();
    const before = screen.getByTestId('headline-value').textContent;
    fireEvent.change(input('Service life (economic thickness)'), { target: { value: '15' } });
    expect(screen.getByTestId('headline-value').textContent).toBe(before);
    expect(within(results).getByTestId('economic-missing').textContent).toBe(
      'The economic thickness also needs this field: Interest rate. The other results do not.',
    );
    expect(input('Interest rate').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input('Interest rate'), { target: { value: '5' } });
    expect(within(results).queryByTestId('economic-missing')).toBeNull();
    expect(results.querySelector('[data-result="economicThickness"]')?.textContent).toMatch(/\d+ mm/);
    expect(screen.getByTestId('headline-value').textContent).toBe(before);
  });

  it('a product without prices says so (in German), the other results stand', () => {
    const results = renderConfigurator(TEST_CODE_LISTS, 'de');
    fireEvent.change(input('Nutzungsdauer (wirtschaftliche Dicke)'), { target: { value: '15' } });
    fireEvent.change(input('Zinssatz'), { target: { value: '5' } });
    expect(screen.getByTestId('headline-value').textContent).toMatch(/^\d+,\d\d$/);
    expect(within(results).getByTestId('economic-missing').textContent).toContain(
      'Mineral wool pipe section',
    );
  });
});
