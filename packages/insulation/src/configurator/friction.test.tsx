/**
 * Issue 24 item 11, the smaller friction: a copy of the current calculation; no empty
 * "Operation and economics" box in condensation mode; "Calculate thickness" shows one "Standard"
 * and no "required" before a target is typed; a tank's height in metres like a vessel's length.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LocalConfigurator, TEST_CODE_LISTS, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const choose = (label: string, option: string) => {
  const s = select(label);
  const o = [...s.options].find((x) => x.textContent === option);
  if (!o) throw new Error(`${label}: no option ${option}`);
  fireEvent.change(s, { target: { value: o.value } });
};

function renderConfigurator() {
  return render(
    <TestI18n language="en">
      <LocalConfigurator codeLists={TEST_CODE_LISTS} />
    </TestI18n>,
  );
}

describe('the smaller friction of issue 24', () => {
  it('"Copy calculation" adds the current calculation with every field, selected, named as a copy', () => {
    renderConfigurator();
    const thickness = input('Insulation thickness');
    fireEvent.change(thickness, { target: { value: '80' } });
    fireEvent.blur(thickness);
    fireEvent.click(screen.getByRole('button', { name: 'Copy calculation' }));
    const list = screen.getAllByRole('button', { current: true });
    expect(list).toHaveLength(1);
    expect(list[0]!.textContent).toMatch(/\(copy\)/);
    expect(input('Insulation thickness').value).toBe('80');
    // The copy is its own: changing it leaves the original.
    fireEvent.change(input('Insulation thickness'), { target: { value: '50' } });
    fireEvent.blur(input('Insulation thickness'));
    const first = screen.getAllByRole('button').find((b) => b.className === 'icc-calcs__item')!;
    fireEvent.click(first);
    expect(input('Insulation thickness').value).toBe('80');
  });

  it('condensation mode shows no empty "Operation and economics" box', () => {
    const { container } = renderConfigurator();
    expect(container.querySelector('[data-group="economics"]')).not.toBeNull();
    choose('Calculation type', 'Condensation prevention');
    expect(container.querySelector('[data-group="economics"]')).toBeNull();
    expect(screen.queryByText('Operation and economics')).toBeNull();
  });

  it('"Calculate thickness": one "Standard" and no "required" before a target is typed', () => {
    const { container } = renderConfigurator();
    choose('Thickness mode', 'Calculate thickness');
    expect(screen.getAllByLabelText('Standard', { selector: 'select' })).toHaveLength(1);
    const target = input('Maximum heat loss');
    expect(target.getAttribute('aria-invalid')).toBeNull();
    expect(within(container).queryByText(/This field is required/)).toBeNull();
    fireEvent.change(target, { target: { value: '20' } });
    fireEvent.blur(target);
    expect(target.getAttribute('aria-invalid')).toBeNull();
  });

  it("a tank's height is in metres, like a vessel's length", () => {
    renderConfigurator();
    choose('Equipment', 'Tank');
    choose('Orientation', 'Vertical');
    const height = input('Height');
    const unit = height.closest('.icc-field__control')?.querySelector('.icc-field__unit')?.textContent;
    expect(unit).toBe('m');
    choose('Equipment', 'Vessel');
    const length = input('Length');
    expect(length.closest('.icc-field__control')?.querySelector('.icc-field__unit')?.textContent).toBe('m');
  });
});
