import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { reportDefinitionSchema, type ReportDefinition } from '@insulcalc/dashboards/core';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/index';
import { entity, entityAttribute } from '../../db/schema/entities';
import { report as reportTable } from '../../db/schema/reports';
import { view as viewTable } from '../../db/schema/views';
import { fingerprint, fingerprintDir, seedIfChanged } from '../../db/seedState';
import { SOURCES, fieldOf, type SourceDefinition, type SourceField } from './sources';

/** Reads and checks every seed/reports/*.json; a bad file (or a field its source lacks) fails the start. */
export function readReportSeeds(dir: string): ReportDefinition[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = reportDefinitionSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`seed/reports/${file}: ${z.prettifyError(parsed.error)}`);
      const source = SOURCES[parsed.data.source];
      const names = [
        ...parsed.data.columns,
        ...parsed.data.groupBy,
        ...parsed.data.parameters,
        ...parsed.data.measures.flatMap((m) => (m.field ? [m.field] : [])),
      ];
      for (const name of names)
        if (!fieldOf(source, name))
          throw new Error(`seed/reports/${file}: no field ${name} in ${parsed.data.source}`);
      return parsed.data;
    });
}

/** The filters a column offers in ViewGrid, by the field's type. */
function filtersOf(field: SourceField): string[] {
  if (field.name === 'Month') return ['equals', 'range'];
  switch (field.dataType) {
    case 'code':
      return ['values', 'equals'];
    case 'text':
      return ['contains', 'equals'];
    case 'integer':
    case 'decimal':
      return ['range'];
    default:
      return [];
  }
}

/** The source as a read-only entity of the `reports.source` provider (views list it). */
async function upsertSourceEntity(tx: Db, source: SourceDefinition): Promise<void> {
  const row = {
    displayNameKey: source.displayNameKey,
    provider: 'reports.source',
    displayAttribute: source.displayField,
    permissions: { read: 'groups', create: 'nobody', update: 'nobody', delete: 'nobody' } as const,
    keepHistory: false,
  };
  await tx
    .insert(entity)
    .values({ id: source.entityId, ...row })
    .onConflictDoUpdate({ target: entity.id, set: { ...row, updatedAt: new Date() } });
  await tx.delete(entityAttribute).where(eq(entityAttribute.entityId, source.entityId));
  await tx.insert(entityAttribute).values(
    source.fields.map((f, index) => ({
      entityId: source.entityId,
      name: f.name,
      dataType: f.dataType,
      displayNameKey: f.displayNameKey,
      readonly: true,
      options: f.codeList
        ? { codeList: f.codeList }
        : f.values
          ? { values: f.values }
          : f.decimals !== undefined
            ? { decimals: f.decimals }
            : null,
      sortOrder: (index + 1) * 10,
    })),
  );
}

/** The report's rows as a view (ViewGrid): its columns, their filters, its sort and page size. */
function viewOf(definition: ReportDefinition, source: SourceDefinition) {
  return {
    id: definition.id,
    entityId: source.entityId,
    titleKey: definition.titleKey,
    columns: definition.columns.map((name) => {
      const field = fieldOf(source, name)!;
      return { attribute: name, sortable: true, filters: filtersOf(field), hidden: false };
    }),
    defaultSort: definition.defaultSort,
    filters: [],
    pageSize: definition.pageSize,
    countLimit: 10_000,
    indexes: [],
  };
}

/** Idempotent: the report sources' entities, each report's view and definition, the sources' indexes. */
export async function seedReports(ctx: ServerContext): Promise<void> {
  const dir = join(ctx.paths.seedDir, 'reports');
  if (!existsSync(dir)) return;
  const seeds = readReportSeeds(dir);
  await seedIfChanged(
    ctx,
    'reports',
    fingerprint('v2', fingerprintDir(dir), JSON.stringify(SOURCES)),
    async () => {
      await ctx.db.transaction(async (tx) => {
        for (const source of new Set(seeds.map((s) => SOURCES[s.source])))
          await upsertSourceEntity(tx, source);
        for (const [index, definition] of seeds.entries()) {
          const source = SOURCES[definition.source];
          const view = viewOf(definition, source);
          await tx
            .insert(viewTable)
            .values({ id: view.id, entityId: view.entityId, definition: view })
            .onConflictDoUpdate({
              target: viewTable.id,
              set: { entityId: view.entityId, definition: view, updatedAt: new Date() },
            });
          await tx
            .insert(reportTable)
            .values({ id: definition.id, definition, sortOrder: index })
            .onConflictDoUpdate({
              target: reportTable.id,
              set: { definition, sortOrder: index, updatedAt: new Date() },
            });
        }
      });
    },
  );
  // Every start: a restored database gets its indexes back.
  for (const source of Object.values(SOURCES))
    for (const ddl of source.indexes) await ctx.db.execute(sql.raw(ddl));
}
