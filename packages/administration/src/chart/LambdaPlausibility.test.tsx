import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import texts from '../../translations/administration.json';
import { LambdaPlausibility } from './LambdaPlausibility';
import type { LambdaPoint } from './LambdaChart';

const messages = (language: 'en' | 'de') =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value[language]]));

function show(rows: LambdaPoint[], language: 'en' | 'de' = 'en') {
  return render(
    <I18nProvider language={language} messages={messages(language)} isProduction={false}>
      <LambdaPlausibility rows={rows} />
    </I18nProvider>,
  );
}

describe('the product screen warns about an implausible λ(θ) curve before it is saved (issue 24 item 8)', () => {
  it('says nothing about a rising curve or rows still being typed', () => {
    show([
      { temperature: 0, conductivity: 0.035 },
      { temperature: 100, conductivity: 0.045 },
      { temperature: 200, conductivity: null },
    ]);
    expect(screen.queryByTestId('lambda-warning')).toBeNull();
  });

  it('names a falling step and a λ outside the range of insulants, in German', () => {
    show(
      [
        { temperature: 100, conductivity: 0.035 },
        { temperature: 0, conductivity: 0.045 },
        { temperature: 300, conductivity: 1.2 },
      ],
      'de',
    );
    const warning = screen.getByTestId('lambda-warning');
    expect(warning.getAttribute('role')).toBe('status');
    expect(warning.textContent).toContain('physikalisch nicht plausibel');
    expect([...warning.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'λ fällt zwischen 0 °C und 100 °C; das λ von Dämmstoffen steigt mit der Temperatur.',
      'λ 1,2 W/(m·K) bei 300 °C liegt außerhalb des Bereichs von Dämmstoffen (0,003 bis 0,5 W/(m·K)).',
    ]);
  });
});
