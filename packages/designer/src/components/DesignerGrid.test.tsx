import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import translations from '../../translations/designer.json';
import { insertPlace, normalizePlaces, type LayoutPlace } from '../core/index';
import { DesignerGrid } from './DesignerGrid';

const messages = Object.fromEntries(Object.entries(translations).map(([key, value]) => [key, value.en]));

function Harness() {
  const [places, setPlaces] = useState<LayoutPlace[]>(() =>
    normalizePlaces([
      { name: 'ContactName', colSpan: 6, sortOrder: 10 },
      { name: 'Company', colSpan: 6, sortOrder: 20 },
      { name: 'Email', colSpan: 6, sortOrder: 30 },
      { name: 'Phone', colSpan: 6, sortOrder: 40 },
    ]),
  );
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <I18nProvider language="en" messages={messages} isProduction={false}>
      <main>
        <DesignerGrid
          sections={[{ name: 'Contact', title: 'Contact', places }]}
          describe={(name) => ({ label: name, controlType: 'TextBox' })}
          selected={selected}
          onSelect={setSelected}
          onPlaces={(_section, next) => setPlaces(next)}
          onDrop={(name, _section, index) => setPlaces((p) => insertPlace(p, name, index))}
          onRemove={(name) => setPlaces((p) => p.filter((x) => x.name !== name))}
        />
      </main>
    </I18nProvider>
  );
}

const cell = (name: string) => document.querySelector<HTMLButtonElement>(`button[data-element="${name}"]`)!;
const place = (name: string) => cell(name).querySelector('[data-place]')!.textContent;

describe('DesignerGrid', () => {
  it('moves, resizes and breaks rows by keyboard, keeps the focus and announces the place', () => {
    render(<Harness />);
    const phone = cell('Phone');
    phone.focus();
    expect(place('Phone')).toMatch(/row 2, column 7, 6 of 12/);
    fireEvent.keyDown(phone, { key: 'ArrowUp' });
    expect(place('Phone')).toMatch(/row 1, column 7/);
    expect(document.activeElement).toBe(cell('Phone'));
    expect(screen.getByText(/Phone: row 1, column 7, 6 columns wide/)).toBeTruthy();
    fireEvent.keyDown(cell('Phone'), { key: 'ArrowRight', shiftKey: true });
    expect(place('Phone')).toMatch(/row 2, column 1, 7 of 12/);
    fireEvent.keyDown(cell('Phone'), { key: 'n' });
    fireEvent.keyDown(cell('Email'), { key: 'Delete' });
    expect(cell('Email')).toBeNull();
    expect(screen.getByRole('button', { name: /^Company/ })).toBeTruthy();
    fireEvent.click(cell('Company'));
    expect(cell('Company').getAttribute('aria-pressed')).toBe('true');
  });

  it('drops a dragged cell before another', () => {
    render(<Harness />);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(cell('Phone'), { dataTransfer });
    const target = cell('ContactName').parentElement!;
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    expect(place('Phone')).toMatch(/row 1, column 1/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness />);
    let result: axe.AxeResults | undefined;
    await act(async () => {
      result = await axe.run(container, { rules: { region: { enabled: false } } });
    });
    expect(result!.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([]);
  });
});
