/**
 * The unit-system switch (SI / imperial). It converts what the configurator shows and reads; the
 * calculation stays SI. The choice is kept in this browser (unitSystem.ts).
 */
import { useId } from 'react';
import type { Ui } from './ui';
import { UNIT_SYSTEMS } from './units';
import { setUnitSystem } from './unitSystem';
import './figures.css';

export function UnitSwitch({ ui }: { ui: Ui }) {
  const base = useId();
  return (
    <fieldset className="icc-units" data-testid="unit-switch">
      <legend>{ui.t('Insulation_Units_Label')}</legend>
      {UNIT_SYSTEMS.map((system) => (
        <label key={system} htmlFor={`${base}-${system}`}>
          <input
            id={`${base}-${system}`}
            type="radio"
            name={`${base}-units`}
            value={system}
            checked={ui.units.system === system}
            onChange={() => setUnitSystem(system)}
          />
          {ui.t(`Insulation_Units_${system}`)}
        </label>
      ))}
    </fieldset>
  );
}
