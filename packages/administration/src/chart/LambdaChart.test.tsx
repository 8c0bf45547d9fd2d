import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import texts from '../../translations/administration.json';
import { LambdaChart, chartPoints, decimalsOf, ticks } from './LambdaChart';

const messages = (language: 'en' | 'de') =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value[language]]));

function show(rows: Parameters<typeof LambdaChart>[0]['rows'], language: 'en' | 'de' = 'en') {
  return render(
    <I18nProvider language={language} messages={messages(language)} isProduction={false}>
      <LambdaChart rows={rows} />
    </I18nProvider>,
  );
}

describe('LambdaChart', () => {
  it('keeps complete points only, sorted by temperature', () => {
    expect(
      chartPoints([
        { temperature: 100, conductivity: 0.05 },
        { temperature: null, conductivity: 0.04 },
        { temperature: 0, conductivity: 0.035 },
        { temperature: 50, conductivity: '0.04' },
      ]),
    ).toEqual([
      [0, 0.035],
      [100, 0.05],
    ]);
  });

  it('chooses round ticks covering the range', () => {
    expect(ticks(0, 400)).toEqual([0, 100, 200, 300, 400]);
    expect(ticks(-50, 250)).toEqual([-100, 0, 100, 200, 300]);
    expect(ticks(0, 0.055)).toEqual([0, 0.02, 0.04, 0.06]);
    expect(ticks(-180, -20)).toEqual([-200, -150, -100, -50, 0]);
    expect(decimalsOf([0, 0.025, 0.05])).toBe(3);
    expect(decimalsOf([0, 100, 200])).toBe(0);
    expect(decimalsOf([0, 0.02])).toBe(2);
  });

  it('draws one marker per point and labels the figure with a summary in the reader’s language', async () => {
    const { container } = show(
      [
        { temperature: 300, conductivity: 0.072 },
        { temperature: 10, conductivity: 0.0355 },
        { temperature: 100, conductivity: 0.045 },
      ],
      'de',
    );
    expect(screen.getAllByTestId('lambda-point')).toHaveLength(3);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      '3 Punkte von 10 °C bis 300 °C; λ von 0,0355 bis 0,072 W/(m·K).',
    );
    expect(screen.getByRole('figure', { name: 'λ(θ) des Produkts' })).toBeTruthy();
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('asks for points while the grid has none', async () => {
    const { container } = show([{ temperature: 10, conductivity: null }]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Enter λ(θ) points to see the curve.')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
