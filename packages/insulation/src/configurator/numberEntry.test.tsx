/**
 * Issue 12, item 1: the configurator's numeric fields take digits, the locale's separators and a
 * sign, and nothing else; percentages are typed in percent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const headline = () => screen.getByTestId('headline-value').textContent ?? '';
const errorOf = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

function renderConfigurator(language = 'en') {
  return render(
    <TestI18n language={language}>
      <LocalConfigurator />
    </TestI18n>,
  );
}

describe('numbers a practising engineer types', () => {
  it.each(['8O', '1e2', '0,8', '12abc'])(
    '"%s" as a medium temperature is refused, not read as another number',
    (text) => {
      renderConfigurator();
      const field = input('Medium temperature');
      fireEvent.change(field, { target: { value: '50' } });
      const atFifty = headline();
      fireEvent.change(field, { target: { value: text } });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(field)).toBe(
        'Enter a number: digits, an optional sign and “.” before the decimals (no letters or exponent).',
      );
      // 8O is not 8 °C and 1e2 is not 12 °C: nothing new was computed from the text.
      expect(headline()).toBe(atFifty);
    },
  );

  it('German: "60.3" is refused with the German rule, "60,3" is taken', () => {
    renderConfigurator('de');
    const field = input('Mediumtemperatur');
    fireEvent.change(field, { target: { value: '60.3' } });
    expect(errorOf(field)).toBe(
      'Geben Sie eine Zahl ein: Ziffern, optional ein Vorzeichen und „,“ vor den Nachkommastellen (keine Buchstaben, kein Exponent).',
    );
    fireEvent.change(field, { target: { value: '60,3' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('relative humidity is typed in percent (80 %) and kept as the fraction', () => {
    renderConfigurator();
    fireEvent.change(screen.getByLabelText('Calculation type'), { target: { value: '6' } });
    const rh = input('Relative humidity');
    expect(rh.value).toBe('50');
    fireEvent.change(rh, { target: { value: '80' } });
    expect(rh.getAttribute('aria-invalid')).toBeNull();
    expect(rh.closest('.icc-field')?.textContent).toContain('%');
    fireEvent.change(rh, { target: { value: '101' } });
    expect(errorOf(rh)).toBe('The value must be at most 100.');
  });
});
