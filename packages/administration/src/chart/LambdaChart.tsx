import { useId } from 'react';
import { formatNumber, useLanguage } from '@insulcalc/i18n';
import { useT } from '../i18n';

/** One λ(θ) point as the product form's grid holds it (cells may still be empty). */
export interface LambdaPoint {
  temperature?: unknown;
  conductivity?: unknown;
}

const WIDTH = 480;
const HEIGHT = 240;
const PAD = { left: 64, right: 16, top: 16, bottom: 44 };

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The complete points sorted by temperature (rows still being typed are left out). */
export function chartPoints(rows: readonly LambdaPoint[]): [number, number][] {
  return rows
    .filter((r) => finite(r.temperature) && finite(r.conductivity))
    .map((r): [number, number] => [r.temperature as number, r.conductivity as number])
    .sort((a, b) => a[0] - b[0]);
}

/** About five round tick values from at or below `min` to at or above `max`. */
export function ticks(min: number, max: number): number[] {
  if (min === max) return [min];
  const raw = (max - min) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  const last = Math.ceil(max / step - 1e-9) * step;
  for (let v = Math.floor(min / step + 1e-9) * step; v <= last + step * 1e-9; v += step)
    out.push(Number(v.toPrecision(12)));
  return out;
}

/** The decimals that show every tick exactly (0.025 needs three). */
export function decimalsOf(values: number[]): number {
  const step = values.length > 1 ? Math.abs(values[1]! - values[0]!) : 1;
  for (let d = 0; d <= 6; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) return d;
  return 6;
}

/**
 * The product's λ(θ) curve, redrawn on every edit of the grid. An SVG of a few points (no chart
 * library: the curve has at most a few dozen points and must render, and be tested, in jsdom);
 * the figure's label summarises it and the grid itself is the full text alternative.
 */
export function LambdaChart({ rows }: { rows: readonly LambdaPoint[] }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const points = chartPoints(rows);
  if (points.length === 0)
    return (
      <figure className="ic-admin-chart" aria-labelledby={titleId}>
        <figcaption id={titleId}>{t('Administration_ChartTitle')}</figcaption>
        <p className="ic-admin-chart-empty">{t('Administration_ChartEmpty')}</p>
      </figure>
    );
  const temperatures = points.map((p) => p[0]);
  const lambdas = points.map((p) => p[1]);
  const minT = Math.min(...temperatures);
  const maxT = Math.max(...temperatures);
  const minL = Math.min(...lambdas);
  const maxL = Math.max(...lambdas);
  // λ from zero, so the slope reads true; temperatures padded when there is a single point.
  const xTicks = ticks(minT === maxT ? minT - 10 : minT, minT === maxT ? maxT + 10 : maxT);
  const yTicks = ticks(0, maxL * 1.1);
  const x0 = xTicks[0]!;
  const x1 = xTicks.at(-1)! === x0 ? x0 + 1 : xTicks.at(-1)!;
  const y1 = yTicks.at(-1)! || 1;
  const sx = (v: number) => PAD.left + ((v - x0) / (x1 - x0)) * (WIDTH - PAD.left - PAD.right);
  const sy = (v: number) => HEIGHT - PAD.bottom - (v / y1) * (HEIGHT - PAD.top - PAD.bottom);
  const xd = decimalsOf(xTicks);
  const yd = decimalsOf(yTicks);
  const summary = t('Administration_ChartSummary', {
    count: points.length,
    minT: formatNumber(minT, language),
    maxT: formatNumber(maxT, language),
    minL: formatNumber(minL, language),
    maxL: formatNumber(maxL, language),
  });
  return (
    <figure className="ic-admin-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>{t('Administration_ChartTitle')}</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: '40rem' }}
        preserveAspectRatio="xMidYMid meet"
        data-testid="lambda-chart"
      >
        <g className="ic-admin-chart-grid" stroke="#d9d9d9" strokeWidth="1">
          {yTicks.map((v) => (
            <line key={`y${v}`} x1={PAD.left} x2={WIDTH - PAD.right} y1={sy(v)} y2={sy(v)} />
          ))}
        </g>
        <g fill="#333" fontSize="12" aria-hidden="true">
          {xTicks.map((v) => (
            <text key={`x${v}`} x={sx(v)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
              {formatNumber(v, language, xd)}
            </text>
          ))}
          {yTicks.map((v) => (
            <text key={`yl${v}`} x={PAD.left - 6} y={sy(v) + 4} textAnchor="end">
              {formatNumber(v, language, yd)}
            </text>
          ))}
          <text x={(WIDTH + PAD.left) / 2} y={HEIGHT - 6} textAnchor="middle">
            θ (°C)
          </text>
          <text
            x={14}
            y={(HEIGHT - PAD.bottom) / 2}
            textAnchor="middle"
            transform={`rotate(-90 14 ${(HEIGHT - PAD.bottom) / 2})`}
          >
            λ (W/(m·K))
          </text>
        </g>
        <polyline
          fill="none"
          stroke="#b3441e"
          strokeWidth="2"
          points={points.map(([x, y]) => `${sx(x)},${sy(y)}`).join(' ')}
        />
        {points.map(([x, y]) => (
          <circle key={`p${x}`} cx={sx(x)} cy={sy(y)} r="4" fill="#b3441e" data-testid="lambda-point" />
        ))}
      </svg>
    </figure>
  );
}
