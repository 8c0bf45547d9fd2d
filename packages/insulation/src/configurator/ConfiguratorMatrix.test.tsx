import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';
import { patient } from '../../../../scripts/patience.mjs';

stubMatchMedia();

afterEach(cleanup);

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;

describe('every equipment × calculation type × thickness mode', () => {
  for (const language of ['en', 'sl']) {
    it(
      `renders results or translated errors, never NaN or a missing text (${language})`,
      () => {
        render(
          <TestI18n language={language}>
            <LocalConfigurator />
          </TestI18n>,
        );
        const labels =
          language === 'en'
            ? { equipment: 'Equipment', type: 'Calculation type', mode: 'Thickness mode' }
            : { equipment: 'Oprema', type: 'Vrsta izračuna', mode: 'Način določanja debeline' };
        const problems: string[] = [];
        const equipments = [...select(labels.equipment).options].map((o) => o.value);
        for (const equipment of equipments) {
          fireEvent.change(select(labels.equipment), { target: { value: equipment } });
          const types = [...select(labels.type).options].map((o) => o.value);
          for (const type of types) {
            fireEvent.change(select(labels.type), { target: { value: type } });
            const modes = [...select(labels.mode).options].map((o) => o.value);
            for (const mode of modes) {
              fireEvent.change(select(labels.mode), { target: { value: mode } });
              const text = document.body.textContent ?? '';
              const where = `equipment ${equipment}, type ${type}, mode ${mode}`;
              if (/NaN|Infinity|undefined/.test(text)) problems.push(`${where}: NaN/undefined`);
              const missing = /\[\?:[^\]]+\]/.exec(text);
              if (missing) problems.push(`${where}: ${missing[0]}`);
              const headline = document.querySelector('[data-testid="headline-value"]');
              const invalid = document.querySelector('[data-result="invalid"]');
              if (!headline && !invalid) problems.push(`${where}: neither results nor errors`);
            }
          }
        }
        expect(problems).toEqual([]);
      },
      patient(120_000),
    );
  }
});
