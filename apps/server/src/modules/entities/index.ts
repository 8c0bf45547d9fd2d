import type { ServerModule } from '../types';
import { entityRoutes } from './routes';
import { seedEntities } from './seed';

export {
  coerceAttributeValue,
  attributeIssues,
  sameValue,
  type AttributeIssue,
  type Coerced,
} from './attributes';
export {
  allows,
  allowsAll,
  deleteInstances,
  getEntity,
  hasEntityProvider,
  instanceHistory,
  instanceLocks,
  loadInstance,
  lockInstance,
  onInstancesDeleted,
  providerOf,
  refusalStatus,
  registerEntityProviders,
  saveInstance,
  type DeleteOutcome,
  type EntityAction,
  type DeletedListener,
  type EntityLockInfo,
  type HistoryEntry,
  type SaveOutcome,
  type SaveRequest,
} from './service';
export { actorOf, administratorOf, permittedOf, parseFor, translator, type Translator } from './messages';
export {
  instanceSaved,
  onInstanceSaved,
  type InstanceSavedAnswer,
  type InstanceSavedEvent,
  type InstanceSavedListener,
} from './events';
export { entityRouteSchemas } from './routes';
export { instanceIdSchema, entityIdSchema, userMessagesSchema } from './schemas';
export { readEntitySeeds, seedEntities, type EntitySeed } from './seed';
export type {
  Actor,
  AttributeValues,
  EntityAttributeRow,
  EntityDefinition,
  EntityProvider,
  InstanceRecord,
  ListReader,
  ListSource,
} from './types';

/**
 * Entities and their providers (platform.md): typed attributes, instances with concurrency
 * tokens, the audit history and edit locks. Routes under /api/v1/entities: an instance's history
 * (HistoryDialog) and delete (DeleteDialog). Forms load and save instances through this index.
 */
export const entitiesModule: ServerModule = {
  name: 'entities',
  prefix: '/api/v1/entities',
  plugin: entityRoutes,
  seed: seedEntities,
};
