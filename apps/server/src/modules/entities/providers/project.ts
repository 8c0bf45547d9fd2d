import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PROJECT_NAME } from '@insulcalc/insulation/report';
import type { Db } from '../../../db/index';
import { project, type ProjectRow } from '../../../db/schema/projects';
import type { EntityProvider, InstanceRecord, ListReader, ListSource } from '../types';

function toRecord(row: ProjectRow): InstanceRecord {
  return {
    id: row.id,
    values: {
      Name: row.name,
      CalculationCount: Array.isArray(row.calculationData) ? row.calculationData.length : 0,
    },
    ownerUserId: row.userId,
    token: String(row.version),
    displayName: row.name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function select(tx: Db, id: string, forUpdate: boolean): Promise<InstanceRecord | null> {
  if (!UUID.test(id)) return null;
  const query = tx.select().from(project).where(eq(project.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toRecord(row) : null;
}

/**
 * Saved configurator projects through the projects module's table: the name is editable, the
 * calculations stay the configurator's; `version` is the same token GET/PUT api/v1/project use,
 * so a form save and a configurator save cannot overwrite each other.
 */
export const projectProvider: EntityProvider = {
  load: (tx, _entity, id) => select(tx, id, false),
  loadForUpdate: (tx, _entity, id) => select(tx, id, true),
  listSource: (_entity, reader) => projectListSource(reader),
  insert: null,
  update: async (tx, _entity, current, changed) => {
    const rows = await tx
      .update(project)
      .set({
        ...(typeof changed.Name === 'string' ? { name: changed.Name } : {}),
        version: sql`${project.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(project.id, current.id)))
      .returning();
    return toRecord(rows[0]!);
  },
  remove: async (tx, _entity, current) => {
    await tx.delete(project).where(eq(project.id, current.id));
  },
};

const PROJECT_KEYS: Record<string, string> = {
  Name: 'p.name',
  CalculationCount: 'jsonb_array_length(p.calculation_data)',
};

/**
 * With a reader, a project never named (the stored 'Default project', spec §9) is listed, sorted,
 * filtered and looked up by the reader's text for it, as the configurator and the reports show it
 * (decision 0039); the reader's text is a bound parameter.
 */
function projectListSource(reader?: ListReader): ListSource {
  const name: SQL = reader
    ? sql`(case when btrim(p.name) = ${DEFAULT_PROJECT_NAME} then ${reader.t('Insulation_Project_DefaultName')}::text else p.name end)`
    : sql.raw('p.name');
  const key = (a: { name: string }) =>
    a.name === 'Name' ? name : PROJECT_KEYS[a.name] ? sql.raw(PROJECT_KEYS[a.name]!) : null;
  return {
    from: sql.raw('project p'),
    where: null,
    id: sql.raw('p.id'),
    owner: sql.raw('p.user_id'),
    displayName: name,
    key,
    value: key,
  };
}
