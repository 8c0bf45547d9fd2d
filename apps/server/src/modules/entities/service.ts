import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/index';
import {
  entity as entityTable,
  entityAttribute,
  entityHistory,
  entityLock,
  type EntityAccess,
  type EntityPermissions,
  type HistoryChange,
} from '../../db/schema/entities';
import { hasGrant } from '../permissions/index';
import { attributeIssues, sameValue, type AttributeIssue } from './attributes';
import { jsonbProvider } from './providers/jsonb';
import { projectProvider } from './providers/project';
import { userProvider } from './providers/user';
import type { Actor, AttributeValues, EntityDefinition, EntityProvider, InstanceRecord } from './types';

/** Providers by the name an entity row gives: this module's own, then other modules' (registered). */
const providers = new Map<string, EntityProvider>([
  ['jsonb', jsonbProvider],
  ['account.user', userProvider],
  ['projects.project', projectProvider],
]);

/**
 * Adds other modules' providers by name. The composition root (modules/index.ts) calls it, so
 * this module never imports the modules that provide entities. Registering the same provider
 * again is harmless (several apps in one process); another provider under a taken name is a bug.
 */
export function registerEntityProviders(entries: Readonly<Record<string, EntityProvider>>): void {
  for (const [name, provider] of Object.entries(entries)) {
    const known = providers.get(name);
    if (known && known !== provider) throw new Error(`Entity provider "${name}" is registered twice.`);
    providers.set(name, provider);
  }
}

export function hasEntityProvider(name: string): boolean {
  return providers.has(name);
}

export function providerOf(entity: EntityDefinition): EntityProvider {
  const provider = providers.get(entity.provider);
  if (!provider) throw new Error(`Entity ${entity.id} names an unknown provider "${entity.provider}".`);
  return provider;
}

export async function getEntity(db: Db, id: string): Promise<EntityDefinition | null> {
  const [row] = await db.select().from(entityTable).where(eq(entityTable.id, id)).limit(1);
  if (!row) return null;
  const attributes = await db
    .select()
    .from(entityAttribute)
    .where(eq(entityAttribute.entityId, id))
    .orderBy(asc(entityAttribute.sortOrder), asc(entityAttribute.name));
  return {
    id: row.id,
    displayNameKey: row.displayNameKey,
    provider: row.provider,
    displayAttribute: row.displayAttribute,
    permissions: row.permissions,
    keepHistory: row.keepHistory,
    attributes,
  };
}

/** The instance actions an entity's permissions name. */
export type EntityAction = keyof EntityPermissions;

/**
 * Whether `actor` may do `action` with every instance of `entity`, whoever owns it: the entity's
 * level lets everyone (or every signed-in user) do it, or a group of the actor was granted it.
 */
export function allowsAll(entity: EntityDefinition, action: EntityAction, actor: Actor): boolean {
  const level: EntityAccess = entity.permissions[action];
  if (level === 'nobody') return false;
  if (level === 'anonymous') return true;
  if (level === 'authenticated' && actor.userId !== null) return true;
  return hasGrant(actor, entity.id, action);
}

/**
 * Whether `actor` may do `action` with an instance owned by `ownerUserId` (null: nobody's, or
 * the check comes before an instance is known). Default deny: beyond the entity's own level
 * (public, signed-in, owner), only a group's grant allows, and `nobody` closes the action for all.
 */
export function allows(
  entity: EntityDefinition,
  action: EntityAction,
  actor: Actor,
  ownerUserId: string | null = null,
): boolean {
  if (allowsAll(entity, action, actor)) return true;
  return (
    entity.permissions[action] === 'owner' &&
    actor.userId !== null &&
    (ownerUserId === null || ownerUserId === actor.userId)
  );
}

/**
 * How a refused action answers: 401 asks an anonymous visitor to sign in; 403 tells a signed-in
 * user that they may not do it with any instance of the entity; 404 when they may with their own
 * ones only, so that whether someone else's instance exists stays untold.
 */
export function refusalStatus(entity: EntityDefinition, action: EntityAction, actor: Actor): 401 | 403 | 404 {
  if (actor.userId === null) return 401;
  return allows(entity, action, actor) ? 404 : 403;
}

export async function loadInstance(
  db: Db,
  entity: EntityDefinition,
  id: string,
): Promise<InstanceRecord | null> {
  return providerOf(entity).load(db, entity, id);
}

export interface EntityLockInfo {
  entityId: string;
  entityInstanceId: string;
  lockedBy: string;
  lockedAt: string;
  userId: string | null;
}

/** Active locks on an instance (expired ones are ignored). */
export async function instanceLocks(db: Db, entityId: string, instanceId: string): Promise<EntityLockInfo[]> {
  const rows = await db
    .select()
    .from(entityLock)
    .where(
      and(
        eq(entityLock.entityId, entityId),
        eq(entityLock.instanceId, instanceId),
        gt(entityLock.expiresAt, new Date()),
      ),
    );
  return rows.map((r) => ({
    entityId: r.entityId,
    entityInstanceId: r.instanceId,
    lockedBy: r.userName ?? r.reason ?? '',
    lockedAt: r.lockedAt.toISOString(),
    userId: r.userId,
  }));
}

/** Puts an edit lock on an instance (a task being worked on, an import). */
export async function lockInstance(
  db: Db,
  entityId: string,
  instanceId: string,
  actor: Actor,
  minutes: number,
  reason: string | null = null,
): Promise<void> {
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  await db
    .insert(entityLock)
    .values({ entityId, instanceId, userId: actor.userId, userName: actor.userName, reason, expiresAt })
    .onConflictDoUpdate({
      target: [entityLock.entityId, entityLock.instanceId],
      set: { userId: actor.userId, userName: actor.userName, reason, expiresAt, lockedAt: new Date() },
    });
}

function changesBetween(
  entity: EntityDefinition,
  before: AttributeValues,
  after: AttributeValues,
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const attribute of entity.attributes) {
    const oldValue = before[attribute.name] ?? null;
    const newValue = after[attribute.name] ?? null;
    if (!sameValue(oldValue, newValue)) changes.push({ attribute: attribute.name, oldValue, newValue });
  }
  return changes;
}

async function writeHistory(
  tx: Db,
  entity: EntityDefinition,
  instanceId: string,
  action: 'create' | 'update' | 'delete',
  actor: Actor,
  changes: HistoryChange[],
): Promise<void> {
  if (!entity.keepHistory || changes.length === 0) return;
  await tx.insert(entityHistory).values({
    entityId: entity.id,
    instanceId,
    action,
    userId: actor.userId,
    userName: actor.userName,
    changes,
  });
}

export interface SaveRequest {
  entity: EntityDefinition;
  /** Null creates a new instance. */
  instanceId: string | null;
  /** Coerced values of the attributes the form may write. */
  values: AttributeValues;
  /** Instance id → the token the form loaded. */
  tokens: Record<string, string>;
  actor: Actor;
  parentEntityAttributeId: string | null;
  parentEntityInstanceId: string | null;
  sortOrderHint: number | null;
  /** Runs in the save's transaction once the instance id is known (files, child rows). */
  afterWrite?: (tx: Db, record: InstanceRecord) => Promise<void>;
}

export type SaveOutcome =
  | { status: 'saved'; record: InstanceRecord; created: boolean; changes: HistoryChange[] }
  | { status: 'stale'; current: InstanceRecord }
  | { status: 'missing' }
  | { status: 'forbidden' }
  | { status: 'locked'; lock: EntityLockInfo }
  | { status: 'invalid'; issues: AttributeIssue[] };

class Rollback extends Error {
  constructor(readonly outcome: SaveOutcome) {
    super(outcome.status);
  }
}

/**
 * Saves one instance in a transaction: the row is locked first, so of two processes saving the
 * same instance with the same token one wins and the other sees a new token (stale). Nothing is
 * written unless every check passes; a history row records who changed which attributes.
 */
export async function saveInstance(db: Db, request: SaveRequest): Promise<SaveOutcome> {
  const { entity, actor } = request;
  const provider = providerOf(entity);
  const locks = request.instanceId ? await instanceLocks(db, entity.id, request.instanceId) : [];
  const foreignLock = locks.find((l) => l.userId === null || l.userId !== actor.userId);
  if (foreignLock) return { status: 'locked', lock: foreignLock };
  const outcome = await saveInTransaction(db, provider, request);
  if (outcome.status === 'saved') provider.afterCommit?.(db, outcome.record);
  return outcome;
}

async function saveInTransaction(
  db: Db,
  provider: EntityProvider,
  request: SaveRequest,
): Promise<SaveOutcome> {
  const { entity, actor } = request;
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      if (request.instanceId === null) {
        if (!provider.insert || !allows(entity, 'create', actor)) throw new Rollback({ status: 'forbidden' });
        // Attributes the form did not fill take their configured default (an offer request is 'New').
        const values = { ...request.values };
        for (const attribute of entity.attributes)
          if (values[attribute.name] === undefined && attribute.options?.default !== undefined)
            values[attribute.name] = attribute.options.default;
        const issues = attributeIssues(entity, values);
        if (!issues.length && provider.validate)
          issues.push(...(await provider.validate(txDb, entity, values, null)));
        if (issues.length) throw new Rollback({ status: 'invalid', issues });
        const record = await provider.insert(txDb, entity, values, {
          actor,
          parentEntityAttributeId: request.parentEntityAttributeId,
          parentEntityInstanceId: request.parentEntityInstanceId,
          sortOrderHint: request.sortOrderHint,
        });
        if (request.afterWrite) await request.afterWrite(txDb, record);
        const changes = changesBetween(entity, {}, record.values);
        await writeHistory(txDb, entity, record.id, 'create', actor, changes);
        return { status: 'saved', record, created: true, changes } satisfies SaveOutcome;
      }
      const current = await provider.loadForUpdate(txDb, entity, request.instanceId);
      if (!current) throw new Rollback({ status: 'missing' });
      if (!allows(entity, 'read', actor, current.ownerUserId)) throw new Rollback({ status: 'missing' });
      if (!allows(entity, 'update', actor, current.ownerUserId)) throw new Rollback({ status: 'forbidden' });
      if (request.tokens[current.id] !== current.token) throw new Rollback({ status: 'stale', current });
      const merged = { ...current.values, ...request.values };
      const issues = attributeIssues(entity, merged);
      if (!issues.length && provider.validate)
        issues.push(...(await provider.validate(txDb, entity, merged, current)));
      if (issues.length) throw new Rollback({ status: 'invalid', issues });
      const changed: AttributeValues = {};
      for (const [name, value] of Object.entries(request.values))
        if (!sameValue(current.values[name], value)) changed[name] = value;
      let record = current;
      if (Object.keys(changed).length) record = await provider.update(txDb, entity, current, changed, actor);
      if (request.afterWrite) await request.afterWrite(txDb, record);
      const changes = changesBetween(entity, current.values, record.values);
      await writeHistory(txDb, entity, record.id, 'update', actor, changes);
      return { status: 'saved', record, created: false, changes } satisfies SaveOutcome;
    });
  } catch (err) {
    if (err instanceof Rollback) return err.outcome;
    throw err;
  }
}

export type DeleteOutcome =
  | { status: 'deleted'; ids: string[] }
  | { status: 'missing'; id: string }
  | { status: 'forbidden'; id: string }
  | { status: 'stale'; id: string }
  | { status: 'locked'; id: string; lock: EntityLockInfo };

class DeleteRollback extends Error {
  constructor(readonly outcome: DeleteOutcome) {
    super(outcome.status);
  }
}

/** Called after instances were deleted (their files, child rows …), per database. */
export type DeletedListener = (entityId: string, instanceIds: string[]) => Promise<void>;
const deletedListeners = new WeakMap<Db, Set<DeletedListener>>();

/** Registers a listener for deleted instances of any entity on this database. */
export function onInstancesDeleted(db: Db, listener: DeletedListener): () => void {
  let set = deletedListeners.get(db);
  if (!set) deletedListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Deletes instances all or nothing (DeleteDialog); a given token must still be current. */
export async function deleteInstances(
  db: Db,
  entity: EntityDefinition,
  ids: string[],
  actor: Actor,
  tokens: Record<string, string> = {},
): Promise<DeleteOutcome> {
  const provider = providerOf(entity);
  for (const id of ids) {
    const foreign = (await instanceLocks(db, entity.id, id)).find(
      (l) => l.userId === null || l.userId !== actor.userId,
    );
    if (foreign) return { status: 'locked', id, lock: foreign };
  }
  const outcome = await deleteInTransaction(db, entity, provider, ids, actor, tokens);
  if (outcome.status === 'deleted')
    for (const listener of deletedListeners.get(db) ?? []) await listener(entity.id, outcome.ids);
  return outcome;
}

async function deleteInTransaction(
  db: Db,
  entity: EntityDefinition,
  provider: EntityProvider,
  ids: string[],
  actor: Actor,
  tokens: Record<string, string>,
): Promise<DeleteOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      for (const id of ids) {
        const current = await provider.loadForUpdate(txDb, entity, id);
        if (!current || !allows(entity, 'read', actor, current.ownerUserId))
          throw new DeleteRollback({ status: 'missing', id });
        if (!provider.remove || !allows(entity, 'delete', actor, current.ownerUserId))
          throw new DeleteRollback({ status: 'forbidden', id });
        if (tokens[id] !== undefined && tokens[id] !== current.token)
          throw new DeleteRollback({ status: 'stale', id });
        await provider.remove(txDb, entity, current);
        await writeHistory(txDb, entity, id, 'delete', actor, changesBetween(entity, current.values, {}));
      }
      return { status: 'deleted', ids } satisfies DeleteOutcome;
    });
  } catch (err) {
    if (err instanceof DeleteRollback) return err.outcome;
    throw err;
  }
}

export interface HistoryEntry {
  id: number;
  action: string;
  userName: string | null;
  changedAt: string;
  changes: HistoryChange[];
}

/** An instance's audit history, newest first (HistoryDialog). */
export async function instanceHistory(
  db: Db,
  entityId: string,
  instanceId: string,
  limit = 200,
): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(entityHistory)
    .where(and(eq(entityHistory.entityId, entityId), eq(entityHistory.instanceId, instanceId)))
    .orderBy(desc(entityHistory.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    userName: r.userName,
    changedAt: r.changedAt.toISOString(),
    changes: r.changes,
  }));
}
