/**
 * The calculation facts reports read (energy saved per year, products used): the engine's
 * results of every stored calculation, refreshed for the projects changed since their facts were
 * computed (so a report costs one cheap query when nothing changed).
 */
import { sql } from 'drizzle-orm';
import {
  computeCalculation,
  fromStoredCalculation,
  type StoredCalculation,
} from '@insulcalc/insulation/report';
import type { ServerContext } from '../../context';
import { reportCalculation, reportProductUse } from '../../db/schema/reports';
import { engineDataOf } from '../calculations/index';
import { CALCULATION_TYPES, EQUIPMENT } from './sources';

interface StaleProject extends Record<string, unknown> {
  id: string;
  user_id: string | null;
  name: string;
  calculation_data: unknown;
  created_at: string | Date;
  updated_at: string | Date;
}

const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const enumName = (names: string[], value: unknown, fallback: string) =>
  typeof value === 'number' && names[value - 1] ? names[value - 1]! : fallback;

let running: Promise<number> | null = null;

/** Brings the facts up to date; returns how many projects were recomputed. One refresh at a time per process. */
export function refreshCalculationFacts(ctx: ServerContext): Promise<number> {
  running ??= refresh(ctx).finally(() => {
    running = null;
  });
  return running;
}

async function refresh(ctx: ServerContext): Promise<number> {
  const stale = await ctx.db.execute<StaleProject>(sql`
    select p.id, p.user_id, p.name, p.calculation_data, p.created_at, p.updated_at
    from project p
    left join (select project_id, max(project_updated_at) as at from report_calculation group by project_id) r
      on r.project_id = p.id
    where r.at is null or r.at < p.updated_at
    limit 500`);
  const rows = (stale as unknown as { rows?: StaleProject[] }).rows ?? (stale as unknown as StaleProject[]);
  await ctx.db.execute(sql`delete from report_calculation where project_id not in (select id from project)`);
  await ctx.db.execute(sql`delete from report_product_use where project_id not in (select id from project)`);
  if (rows.length === 0) return 0;
  const engine = await engineDataOf(ctx);
  for (const p of rows) {
    const updatedAt = new Date(p.updated_at);
    const at = month(new Date(p.created_at));
    const list = Array.isArray(p.calculation_data) ? (p.calculation_data as StoredCalculation[]) : [];
    const calculations: (typeof reportCalculation.$inferInsert)[] = [];
    const uses: (typeof reportProductUse.$inferInsert)[] = [];
    for (const [index, stored] of list.entries()) {
      let calculation;
      try {
        calculation = fromStoredCalculation(stored);
      } catch {
        continue;
      }
      const calculationId = String(calculation.calculationId ?? index);
      const equipment = enumName(EQUIPMENT, calculation.equipment, EQUIPMENT[0]!);
      let energySaving: number | null = null;
      try {
        const output = computeCalculation(calculation, engine);
        if (output.ok && Number.isFinite(output.result.annual.energySaving))
          energySaving = output.result.annual.energySaving;
      } catch {
        // A calculation the engine refuses has no figure; it still counts.
      }
      calculations.push({
        projectId: p.id,
        calculationId,
        userId: p.user_id,
        projectName: p.name,
        // As typed: an empty name reads "(no name)" in the reader's language (sources.ts, shownDefaults).
        calculationName: calculation.name,
        equipment,
        calculationType: enumName(
          CALCULATION_TYPES,
          calculation.calculationTypes.calculationType,
          CALCULATION_TYPES[1]!,
        ),
        energySaving,
        month: at,
        projectUpdatedAt: updatedAt,
      });
      calculation.insulationInfo.forEach((layer, i) => {
        if (layer.insulationProductId === null) return;
        uses.push({
          projectId: p.id,
          calculationId,
          layer: i,
          productId: layer.insulationProductId,
          productName:
            engine.productNames.get(layer.insulationProductId) ?? String(layer.insulationProductId),
          thickness: layer.insulationThickness,
          equipment,
          month: at,
        });
      });
    }
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`delete from report_calculation where project_id = ${p.id}`);
      await tx.execute(sql`delete from report_product_use where project_id = ${p.id}`);
      // A project without calculations keeps a marker row so it is not recomputed every time.
      if (calculations.length === 0)
        calculations.push({
          projectId: p.id,
          calculationId: '',
          userId: p.user_id,
          projectName: p.name,
          calculationName: '',
          equipment: '',
          calculationType: '',
          energySaving: null,
          month: at,
          projectUpdatedAt: updatedAt,
        });
      await tx.insert(reportCalculation).values(calculations);
      if (uses.length > 0) await tx.insert(reportProductUse).values(uses);
    });
  }
  return rows.length;
}
