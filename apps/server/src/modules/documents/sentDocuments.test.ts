import { describe, expect, it } from 'vitest';
import { differencesOf, type FigureGroup } from './sentDocuments';

const layer = (mean: string, lambda: string, loss: string): FigureGroup[] => [
  { title: '', rows: [{ label: 'Heat loss per metre', value: loss, unit: 'W/m' }] },
  {
    title: 'Layer 1',
    rows: [
      { label: 'Thickness', value: '50', unit: 'mm' },
      { label: `λ at its mean temperature ${mean} °C`, value: lambda, unit: 'W/(m·K)' },
    ],
  },
];

describe('differencesOf', () => {
  it('reads a row whose label carries a figure as one changed row, with the sent label beside the sent value', () => {
    expect(differencesOf(layer('57.9', '0.040', '21.26'), layer('58.1', '0.048', '25.40'))).toEqual([
      { title: '', label: 'Heat loss per metre', sent: '21.26 W/m', now: '25.40 W/m' },
      {
        title: 'Layer 1',
        label: 'λ at its mean temperature 58.1 °C',
        sent: '0.040 W/(m·K) (λ at its mean temperature 57.9 °C)',
        now: '0.048 W/(m·K)',
      },
    ]);
  });

  it('finds nothing where the figures read the same', () => {
    expect(differencesOf(layer('57.9', '0.040', '21.26'), layer('57.9', '0.040', '21.26'))).toEqual([]);
  });

  it('names rows only one side has', () => {
    const sent = layer('57.9', '0.040', '21.26');
    const now: FigureGroup[] = [
      ...sent,
      { title: 'Layer 2', rows: [{ label: 'Thickness', value: '20', unit: 'mm' }] },
    ];
    expect(differencesOf(sent, now)).toEqual([
      { title: 'Layer 2', label: 'Thickness', sent: '', now: '20 mm' },
    ]);
    expect(differencesOf(now, sent)).toEqual([
      { title: 'Layer 2', label: 'Thickness', sent: '20 mm', now: '' },
    ]);
  });
});
