import { conductivityFindings } from '@insulcalc/thermal';
import { formatNumber, useLanguage } from '@insulcalc/i18n';
import { useT } from '../i18n';
import { chartPoints, type LambdaPoint } from './LambdaChart';

/**
 * Warns, while the points are typed and so before the product is saved, when the λ(θ) curve is
 * not physically plausible (the engine's rule, `conductivityFindings`): a λ that falls as the
 * temperature rises, or one outside the range of insulation materials. It is a warning, not a
 * block: the configurator uses a saved product at once, so the administrator must see it first.
 */
export function LambdaPlausibility({ rows }: { rows: readonly LambdaPoint[] }) {
  const t = useT();
  const language = useLanguage();
  const findings = conductivityFindings(chartPoints(rows));
  if (findings.length === 0) return null;
  const n = (v: number) => formatNumber(v, language);
  return (
    <div
      className="ic-admin-warning"
      role="status"
      data-testid="lambda-warning"
      style={{ borderInlineStart: '4px solid #b45309', paddingInlineStart: '0.5rem' }}
    >
      <p>{t('Administration_Product_LambdaImplausible')}</p>
      <ul>
        {findings.map((f) => (
          <li key={f.kind === 'falls' ? `f${f.from}-${f.to}` : `o${f.at}`}>
            {f.kind === 'falls'
              ? t('Administration_Product_LambdaFalls', { from: n(f.from), to: n(f.to) })
              : t('Administration_Product_LambdaOutOfRange', {
                  at: n(f.at),
                  conductivity: n(f.conductivity),
                })}
          </li>
        ))}
      </ul>
    </div>
  );
}
