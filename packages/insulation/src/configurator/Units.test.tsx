/**
 * The unit-system switch: imperial converts what is shown and typed, never what is computed or
 * stored — a value typed in °F gives exactly the result of its SI twin.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocalConfigurator, TestI18n, insulatedDefaultState, stubMatchMedia } from './testUtils';
import { defaultSizesFor } from '../domain/defaults';
import { Equipment } from '../domain/enums';
import { UNIT_SYSTEM_STORAGE_KEY, getUnitSystem, setUnitSystem } from '../components/unitSystem';

stubMatchMedia();

afterEach(() => {
  cleanup();
  act(() => setUnitSystem('SI'));
  localStorage.clear();
});

const headline = () => screen.getByTestId('headline-value').textContent ?? '';
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const unitOf = (label: string) =>
  input(label).closest('.icc-field')?.querySelector('.icc-field__unit')?.textContent ?? '';

function renderConfigurator(language = 'en') {
  return render(
    <TestI18n language={language}>
      <LocalConfigurator />
    </TestI18n>,
  );
}

describe('unit system', () => {
  it('is SI by default and the switch keeps the choice in this browser', () => {
    renderConfigurator();
    expect(getUnitSystem()).toBe('SI');
    expect(unitOf('Medium temperature')).toBe('°C');
    fireEvent.click(screen.getByLabelText(/^Imperial/));
    expect(localStorage.getItem(UNIT_SYSTEM_STORAGE_KEY)).toBe('imperial');
    expect(unitOf('Medium temperature')).toBe('°F');
    expect(unitOf('Outer diameter')).toBe('in');
    expect(unitOf('Length')).toBe('ft');
    expect(input('Medium temperature').value).toBe('212');
    expect(input('Outer diameter').value).toBe('2.37402');
    expect(screen.getByLabelText('Nominal size').textContent).toContain('NPS 2 (Ø 2.374 in)');
    expect(document.querySelector('.icc-results__headline')?.textContent).toContain('Btu/h·ft');
  });

  it('a value typed in °F gives the result of its SI twin', () => {
    renderConfigurator();
    fireEvent.change(input('Medium temperature'), { target: { value: '80' } });
    const si = headline();
    fireEvent.click(screen.getByLabelText(/^Imperial/));
    const inImperial = headline();
    // 176 °F is 80 °C: the same calculation, shown in Btu/h·ft.
    fireEvent.change(input('Medium temperature'), { target: { value: '100' } });
    expect(headline()).not.toBe(inImperial);
    fireEvent.change(input('Medium temperature'), { target: { value: '176' } });
    expect(headline()).toBe(inImperial);
    fireEvent.click(screen.getByLabelText(/^SI/));
    expect(headline()).toBe(si);
    expect(input('Medium temperature').value).toBe('80');
  });

  it('a thickness typed in inches is stored in mm', () => {
    renderConfigurator();
    fireEvent.click(screen.getByLabelText(/^Imperial/));
    fireEvent.change(input('Insulation thickness'), { target: { value: '2' } });
    const inches = headline();
    fireEvent.click(screen.getByLabelText(/^SI/));
    expect(input('Insulation thickness').value).toBe('50.8');
    fireEvent.change(input('Insulation thickness'), { target: { value: '50' } });
    fireEvent.change(input('Insulation thickness'), { target: { value: '50.8' } });
    fireEvent.click(screen.getByLabelText(/^Imperial/));
    expect(headline()).toBe(inches);
  });
});

describe('lengths of extent', () => {
  const wallState = (length: number) => {
    const state = insulatedDefaultState();
    const first = state.calculations[0]!;
    first.equipmentDetails = { ...first.equipmentDetails, ...defaultSizesFor(Equipment.Wall), length };
    first.equipment = Equipment.Wall;
    return state;
  };
  const results = () => document.querySelector('.icc-results')?.textContent ?? '';

  it('a wall is measured in metres like a duct (stored in mm as physics.md §1 says)', () => {
    render(
      <TestI18n>
        <LocalConfigurator initial={wallState(1000)} />
      </TestI18n>,
    );
    expect(unitOf('Length')).toBe('m');
    expect(unitOf('Width')).toBe('m');
    expect(input('Length').value).toBe('1');
    expect(input('Width').value).toBe('1');
    fireEvent.change(input('Length'), { target: { value: '2.5' } });
    const typed = results();
    cleanup();
    // The same wall stored as 2500 mm gives the same results.
    render(
      <TestI18n>
        <LocalConfigurator initial={wallState(2500)} />
      </TestI18n>,
    );
    expect(input('Length').value).toBe('2.5');
    expect(results()).toBe(typed);
    fireEvent.click(screen.getByLabelText(/^Imperial/));
    expect(unitOf('Length')).toBe('ft');
    expect(input('Length').value).toBe('8.2021');
  });

  it('a duct keeps its cross-section in mm and its length in m', () => {
    renderConfigurator();
    fireEvent.change(screen.getByLabelText('Equipment'), { target: { value: String(Equipment.Duct) } });
    expect(unitOf('Length')).toBe('m');
    expect(input('Length').value).toBe('10');
    expect(unitOf('Width')).toBe('mm');
    expect(input('Width').value).toBe('800');
  });
});
