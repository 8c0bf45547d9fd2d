import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/index';
import { entityInstance, type EntityInstanceRow } from '../../../db/schema/entities';
import type {
  AttributeValues,
  EntityAttributeRow,
  EntityDefinition,
  EntityProvider,
  InstanceRecord,
  ListSource,
} from '../types';

/** The instance's name: its display attribute, as text (a localized one in English). */
export function displayNameOf(entity: EntityDefinition, values: AttributeValues): string | null {
  if (!entity.displayAttribute) return null;
  const value = values[entity.displayAttribute];
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    const first = texts.en ?? Object.values(texts)[0];
    return typeof first === 'string' ? first.slice(0, 500) : null;
  }
  return String(value).slice(0, 500);
}

function toRecord(row: EntityInstanceRow): InstanceRecord {
  return {
    id: row.id,
    values: row.data,
    ownerUserId: row.ownerUserId,
    token: String(row.version),
    displayName: row.displayName,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    parentEntityAttributeId: row.parentEntityAttributeId,
    parentEntityInstanceId: row.parentEntityInstanceId,
  };
}

async function select(
  tx: Db,
  entityId: string,
  id: string,
  forUpdate: boolean,
): Promise<InstanceRecord | null> {
  const query = tx
    .select()
    .from(entityInstance)
    .where(and(eq(entityInstance.entityId, entityId), eq(entityInstance.id, id)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ? toRecord(rows[0]) : null;
}

/**
 * Configured entities (OfferRequest, HelpContent …): one `entity_instance` row per instance, the
 * attribute values in `data`, `version` as the concurrency token.
 */
export const jsonbProvider: EntityProvider = {
  load: (tx, entity, id) => select(tx, entity.id, id, false),
  loadForUpdate: (tx, entity, id) => select(tx, entity.id, id, true),
  listSource: (entity) => jsonbListSource(entity),
  insert: async (tx, entity, values, context) => {
    const rows = await tx
      .insert(entityInstance)
      .values({
        entityId: entity.id,
        id: randomUUID(),
        data: values,
        displayName: displayNameOf(entity, values),
        ownerUserId: context.actor.userId,
        parentEntityAttributeId: context.parentEntityAttributeId,
        parentEntityInstanceId: context.parentEntityInstanceId,
        sortOrder: context.sortOrderHint ?? 0,
        createdBy: context.actor.userName,
        updatedBy: context.actor.userName,
      })
      .returning();
    return toRecord(rows[0]!);
  },
  update: async (tx, entity, current, changed, actor) => {
    const data = { ...current.values, ...changed };
    const rows = await tx
      .update(entityInstance)
      .set({
        data,
        displayName: displayNameOf(entity, data),
        version: sql`${entityInstance.version} + 1`,
        updatedBy: actor.userName,
        updatedAt: sql`now()`,
      })
      .where(and(eq(entityInstance.entityId, entity.id), eq(entityInstance.id, current.id)))
      .returning();
    return toRecord(rows[0]!);
  },
  remove: async (tx, entity, current) => {
    await tx
      .delete(entityInstance)
      .where(and(eq(entityInstance.entityId, entity.id), eq(entityInstance.id, current.id)));
  },
};

/** A literal for names the seed schema already restricts to [A-Za-z0-9_] (quotes doubled anyway). */
function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** The typed key expression of an attribute in `data` (the same text in queries and indexes). */
function keyText(attribute: EntityAttributeRow): string | null {
  const field = `(data ->> ${literal(attribute.name)})`;
  switch (attribute.dataType) {
    case 'integer':
    case 'decimal':
      return `(${field}::numeric)`;
    case 'boolean':
      return `(${field}::boolean)`;
    case 'localizedText':
      return `(data -> ${literal(attribute.name)} ->> 'en')`;
    case 'file':
    case 'json':
      return null;
    default:
      return field;
  }
}

function indexName(entityId: string, attribute: string): string {
  const hash = createHash('sha256').update(`${entityId}.${attribute}`).digest('hex').slice(0, 12);
  return `entity_instance_v_${entityId.slice(0, 20).toLowerCase()}_${hash}`;
}

function jsonbListSource(entity: EntityDefinition): ListSource {
  return {
    from: sql.raw('entity_instance'),
    where: sql.raw(`entity_id = ${literal(entity.id)}`),
    id: sql.raw('id'),
    owner: sql.raw('owner_user_id'),
    displayName: sql.raw('display_name'),
    key: (a) => {
      const text = keyText(a);
      return text ? sql.raw(text) : null;
    },
    value: (a) => sql.raw(`(data -> ${literal(a.name)})`),
    // Partial per entity: another entity's same-named attribute of another type never reaches
    // the cast; the id column makes the order total, so a page's tie-break reads the index too.
    indexFor: (attributes) => {
      const keys = attributes.map(keyText);
      if (keys.length === 0 || keys.some((k) => k === null)) return null;
      const name = indexName(entity.id, attributes.map((a) => a.name).join(','));
      return sql.raw(
        `create index if not exists ${name} on entity_instance (${keys.join(', ')}, id) where entity_id = ${literal(entity.id)}`,
      );
    },
  };
}
