/**
 * The contract between the entities module and the modules that keep an entity's instances
 * (platform.md "entity provider"): code lists, products, user administration, report sources.
 * It sits beside the module list, not inside a module, so a providing module and the entities
 * module both read it and neither imports the other; the composition root (index.ts) registers
 * each provider with the entities module by name.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/index';
import type { EntityAttributeRow, EntityPermissions, EntityRow } from '../db/schema/entities';

/** A failed check of one attribute; `key` is a translation key, `values` fill its placeholders. */
export interface AttributeIssue {
  attribute: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Who acts: an anonymous visitor, or a signed-in user (by session or API key) with the groups
 * they belong to and what those groups were granted.
 */
export interface Actor {
  userId: string | null;
  userName: string | null;
  /** Codes of the user's groups (items of the `userGroups` code list); absent: none known. */
  groups?: readonly string[];
  /** Member of the administrators' group: may do everything a resource allows at all. */
  isAdministrator?: boolean;
  /** The union of the grants of the user's active groups (permissions module's grantKey). */
  grants?: ReadonlySet<string>;
}

/** An entity with its typed attributes, as providers and forms see it. */
export interface EntityDefinition {
  id: string;
  displayNameKey: string;
  provider: string;
  displayAttribute: string | null;
  permissions: EntityPermissions;
  keepHistory: boolean;
  attributes: EntityAttributeRow[];
}

export type AttributeValues = Record<string, unknown>;

/** One stored instance as a provider loads it. */
export interface InstanceRecord {
  id: string;
  values: AttributeValues;
  /** The user who owns it (the `owner` access level); null when nobody does. */
  ownerUserId: string | null;
  /** Optimistic-concurrency token; a save must bring the one it loaded. */
  token: string;
  displayName: string | null;
  createdAt?: Date | null;
  createdBy?: string | null;
  updatedAt?: Date | null;
  updatedBy?: string | null;
  parentEntityAttributeId?: string | null;
  parentEntityInstanceId?: string | null;
}

export interface CreateContext {
  actor: Actor;
  parentEntityAttributeId: string | null;
  parentEntityInstanceId: string | null;
  sortOrderHint: number | null;
}

/**
 * Server code that keeps one kind of entity's instances (platform.md "entity provider"). Every
 * method runs inside the caller's transaction (`tx`): `loadForUpdate` locks the row so two
 * processes saving the same instance serialise, and the later one sees the new token.
 */
export interface EntityProvider {
  /** The instance a form opens when none is named (the signed-in user's own settings). */
  defaultInstanceId?(actor: Actor): string | null;
  /**
   * The entity whose record a row of this entity's lists opens when it is another one (a report's
   * calculation row opens its project): a view's answer then says whether the reader may open it.
   */
  rowsOpen?(entity: EntityDefinition): string | null;
  load(tx: Db, entity: EntityDefinition, id: string): Promise<InstanceRecord | null>;
  loadForUpdate(tx: Db, entity: EntityDefinition, id: string): Promise<InstanceRecord | null>;
  /** Null when the provider cannot create instances (users, for instance). */
  insert:
    | ((
        tx: Db,
        entity: EntityDefinition,
        values: AttributeValues,
        context: CreateContext,
      ) => Promise<InstanceRecord>)
    | null;
  /** Writes the changed attributes only; returns the stored instance with its new token. */
  update(
    tx: Db,
    entity: EntityDefinition,
    current: InstanceRecord,
    changed: AttributeValues,
    actor: Actor,
  ): Promise<InstanceRecord>;
  /**
   * Checks beyond the attributes' own rules (ranges, a product's λ points, the last
   * administrator), over the instance's final values inside the save's transaction; `current` is
   * null for a new instance.
   */
  validate?(
    tx: Db,
    entity: EntityDefinition,
    values: AttributeValues,
    current: InstanceRecord | null,
  ): Promise<AttributeIssue[]>;
  /** After a save committed (drop caches that hold the old values). */
  afterCommit?(db: Db, record: InstanceRecord): void;
  /**
   * How views list this entity's instances in SQL (absent: the entity has no views). With the
   * reader's texts, a source may show stored data that stands for a text (a default name) in
   * their language; without them (index DDL, seed checks) it lists the values as stored.
   */
  listSource?(entity: EntityDefinition, reader?: ListReader): ListSource;
  /** Null when instances cannot be deleted through forms. */
  remove: ((tx: Db, entity: EntityDefinition, current: InstanceRecord) => Promise<void>) | null;
}

/** The reader of a listing: their texts by key. */
export interface ListReader {
  t(key: string): string;
}

/**
 * An entity's instances as one SQL relation, for views: paging, sorting and filtering run in the
 * database. Expressions are fixed per attribute (never built from request text), so an index
 * created from a view definition matches the query the view runs.
 */
export interface ListSource {
  from: SQL;
  /** The rows of this entity only (a configured entity shares its table). */
  where: SQL | null;
  id: SQL;
  /** The owning user's id (`owner` access); null when instances have no owner. */
  owner: SQL | null;
  displayName: SQL;
  /** The typed value to sort and filter by (text, numeric or boolean); null: not listable. */
  key(attribute: EntityAttributeRow): SQL | null;
  /** The value a row shows (any JSON). */
  value(attribute: EntityAttributeRow): SQL | null;
  /**
   * Which rows this actor may see beyond the entity's read level, when no access level says it
   * ("assigned to me or to one of my groups": workflow tasks). Absent: the level alone decides.
   */
  visibleTo?(actor: Actor): SQL;
  /**
   * The choices of a `code` attribute whose texts are keys held in data (a process definition's
   * activity names): a query with the columns `value` and `text_key`. Absent or null: the
   * attribute's code list or fixed values.
   */
  choices?(attribute: EntityAttributeRow): SQL | null;
  /**
   * DDL of an index on the attributes' keys in this order, then the id (configured entities):
   * one attribute serves its sort and filters; several serve equality filters on the leading ones
   * with a sort on the last, read in index order.
   */
  indexFor?(attributes: EntityAttributeRow[]): SQL | null;
}

export type { EntityAttributeRow, EntityRow };
