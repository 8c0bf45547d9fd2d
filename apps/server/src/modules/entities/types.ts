// The provider contract lives beside the module list (../entityProviders.ts); entities' own files read it here.
export type {
  Actor,
  AttributeIssue,
  AttributeValues,
  CreateContext,
  EntityAttributeRow,
  EntityDefinition,
  EntityProvider,
  EntityRow,
  InstanceRecord,
  ListReader,
  ListSource,
} from '../entityProviders';
