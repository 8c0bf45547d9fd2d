import type { EntityProvider } from '../entityProviders';
import { sql } from 'drizzle-orm';
import { fieldKey, fieldOf, raw, readerTexts, sourceByEntity } from './sources';

/**
 * The `reports.source` entity provider: a report source's rows, listed by the views engine
 * (ViewGrid's paging, sorting, filtering and export). Read-only: rows are figures of other
 * records, never opened, saved or deleted through forms.
 */
export const reportSourceProvider: EntityProvider = {
  load: async () => null,
  loadForUpdate: async () => null,
  insert: null,
  update: async () => {
    throw new Error('Report rows are read-only.');
  },
  remove: null,
  rowsOpen: (entity) => sourceByEntity(entity.id)?.opens ?? null,
  // With the reader's texts, a stored default name reads, sorts and filters in their language.
  listSource(entity, reader) {
    const source = sourceByEntity(entity.id);
    if (!source) throw new Error(`No report source for ${entity.id}`);
    const t = reader ? readerTexts(reader) : undefined;
    return {
      from: raw(source.table),
      where: source.where ? raw(source.where) : null,
      id: raw(source.id),
      owner: null,
      displayName: fieldKey(fieldOf(source, source.displayField)!, t),
      key: (attribute) => {
        const field = fieldOf(source, attribute.name);
        return field ? fieldKey(field, t) : null;
      },
      value: (attribute) => {
        const field = fieldOf(source, attribute.name);
        return field ? sql`to_jsonb(${fieldKey(field, t)})` : null;
      },
    };
  },
};
