import type { EntityProvider } from '../entityProviders';
import { fieldOf, raw, sourceByEntity } from './sources';

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
  listSource(entity) {
    const source = sourceByEntity(entity.id);
    if (!source) throw new Error(`No report source for ${entity.id}`);
    return {
      from: raw(source.table),
      where: source.where ? raw(source.where) : null,
      id: raw(source.id),
      owner: null,
      displayName: raw(fieldOf(source, source.displayField)!.key),
      key: (attribute) => {
        const field = fieldOf(source, attribute.name);
        return field ? raw(field.key) : null;
      },
      value: (attribute) => {
        const field = fieldOf(source, attribute.name);
        return field ? raw(`to_jsonb(${field.key})`) : null;
      },
    };
  },
};
