import type { ViewDefinition } from '@insulcalc/forms/core';
import type { EntityAttributeRow, EntityDefinition, ListSource } from '../entities/index';

/** A view with its entity, the entity's list source and attributes by name, ready to query. */
export interface ResolvedView {
  definition: ViewDefinition;
  entity: EntityDefinition;
  source: ListSource;
  attributes: Map<string, EntityAttributeRow>;
}
