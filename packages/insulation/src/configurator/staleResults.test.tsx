/**
 * Issue 12, item 2: while an input the result depends on is invalid, the results and charts are
 * marked out of date (and announced), and the PDF and CSV actions are disabled with the reason.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function renderConfigurator(language = 'en') {
  return render(
    <TestI18n language={language}>
      <LocalConfigurator />
    </TestI18n>,
  );
}

describe('stale is never current', () => {
  it('an invalid thickness marks the results out of date, names the field and blocks the PDF', () => {
    renderConfigurator();
    const results = screen.getByTestId('results');
    const pdf = screen.getByRole('button', { name: 'Download PDF report' });
    expect(results.getAttribute('data-stale')).toBeNull();
    expect(pdf.hasAttribute('disabled')).toBe(false);

    const thickness = input('Insulation thickness');
    fireEvent.change(thickness, { target: { value: '-40' } });
    expect(thickness.getAttribute('aria-invalid')).toBe('true');
    expect(results.getAttribute('data-stale')).toBe('true');
    const status = within(results).getByRole('status');
    expect(status.textContent).toBe(
      'Out of date: this field is not valid: Insulation thickness. The figures are still those of the last valid input.',
    );
    expect(pdf.hasAttribute('disabled')).toBe(true);
    const reason = document.getElementById(pdf.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Not available while the results are out of date: correct the invalid fields first.',
    );

    fireEvent.change(thickness, { target: { value: '40' } });
    expect(results.getAttribute('data-stale')).toBeNull();
    expect(within(results).getByRole('status').textContent).toBe('');
    expect(pdf.hasAttribute('disabled')).toBe(false);
  });

  it('two invalid fields are both named; an emptied required field counts too', () => {
    renderConfigurator();
    fireEvent.change(input('Medium temperature'), { target: { value: '8O' } });
    fireEvent.change(input('Ambient temperature'), { target: { value: '' } });
    expect(screen.getByTestId('results-stale').textContent).toBe(
      'Out of date: these fields are not valid: Medium temperature and Ambient temperature. The figures are still those of the last valid input.',
    );
  });

  it('the phone’s sticky result bar is marked out of date as the panel is (issue 24 item 4)', () => {
    renderConfigurator('de');
    const bar = screen.getByTestId('mobile-result');
    expect(bar.getAttribute('data-stale')).toBeNull();
    expect(bar.textContent).not.toContain('Veraltet');
    fireEvent.change(input('Mediumtemperatur'), { target: { value: 'abc' } });
    expect(screen.getByTestId('results').getAttribute('data-stale')).toBe('true');
    expect(bar.getAttribute('data-stale')).toBe('true');
    expect(bar.textContent).toMatch(/^Veraltet/);
    fireEvent.change(input('Mediumtemperatur'), { target: { value: '90' } });
    expect(bar.getAttribute('data-stale')).toBeNull();
    expect(bar.textContent).not.toContain('Veraltet');
  });
});
