/**
 * Issue 24 item 8: implausible input computes and is said beside its field, in the reader's
 * language — a thickness the product is not made in, 5,000 mm of insulation, a 100,000 mm pipe,
 * a catalogue λ(θ) that falls with temperature. Warnings never block: the result stays current.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ConfiguratorCodeLists } from './codeLists';
import { LocalConfigurator, TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';
import { plausibilityWarnings } from '../domain/plausibility';
import { createDefaultCalculation } from '../domain/defaults';

stubMatchMedia();
afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const warningOf = (el: HTMLElement) =>
  el.closest('[data-field]')?.querySelector('.icc-field__warning')?.textContent;
const headline = () => screen.getByTestId('headline-value').textContent ?? '';

function renderConfigurator(language = 'en', codeLists: ConfiguratorCodeLists = TEST_CODE_LISTS) {
  return render(
    <TestI18n language={language}>
      <LocalConfigurator codeLists={codeLists} />
    </TestI18n>,
  );
}

function type(el: HTMLInputElement, text: string) {
  fireEvent.change(el, { target: { value: text } });
  fireEvent.blur(el);
}

describe('implausible input is warned about, not blocked', () => {
  it('a thickness the product is not made in (33 mm of a 30/40 mm product)', () => {
    renderConfigurator();
    const thickness = input('Insulation thickness');
    expect(warningOf(thickness)).toBeUndefined();
    type(thickness, '33');
    expect(warningOf(thickness)).toBe(
      'Mineral wool pipe section is not made in this thickness (made in 20 mm, 25 mm, 30 mm, 40 mm, 50 mm, 60 mm, 70 mm, 80 mm, 90 mm, 100 mm, 120 mm). The result is computed as entered.',
    );
    expect(thickness.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('results-stale')).toBeNull();
  });

  it('5,000 mm of insulation and a 100,000 mm pipe, in German', () => {
    renderConfigurator('de');
    const thickness = input('Dämmdicke');
    const before = headline();
    type(thickness, '5000');
    expect(warningOf(thickness)).toContain('Dämmung dicker als 1.000 mm wird nicht eingebaut');
    expect(headline()).not.toBe(before);
    const diameter = input('Außendurchmesser');
    type(diameter, '100000');
    expect(warningOf(diameter)).toContain('Rohre werden nicht größer als 10.000 mm hergestellt');
  });

  it('a product whose λ falls with temperature is named under the product picker', () => {
    const falling: ConfiguratorCodeLists = {
      ...TEST_CODE_LISTS,
      products: TEST_CODE_LISTS.products.map((p) =>
        p.id === 101
          ? {
              ...p,
              conductivity: [
                [0, 0.045],
                [100, 0.035],
              ],
            }
          : p,
      ),
    };
    renderConfigurator('en', falling);
    expect(screen.getAllByTestId('field-warning').map((w) => w.textContent)).toContain(
      'The thermal conductivity of Mineral wool pipe section in the catalogue is not physically plausible (it falls as the temperature rises, or lies outside the range of insulation materials). The result uses it as stored.',
    );
  });
});

describe('plausibilityWarnings', () => {
  it('says nothing about plausible input and never about fields that do not apply', () => {
    const c = createDefaultCalculation();
    c.equipment = 1;
    c.equipmentDetails.diameter = 60.3;
    c.insulationInfo[0]!.insulationProductId = 101;
    c.insulationInfo[0]!.insulationThickness = 50;
    expect(plausibilityWarnings(c, TEST_CODE_LISTS.products)).toEqual([]);
    c.equipment = 2;
    c.equipmentDetails.diameter = 1e6;
    expect(plausibilityWarnings(c, TEST_CODE_LISTS.products)).toEqual([]);
  });
});
