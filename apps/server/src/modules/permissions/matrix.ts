import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { codeListItem } from '../../db/schema/codelists';
import { entity as entityTable, type EntityAccess } from '../../db/schema/entities';
import { groupPermission } from '../../db/schema/permissions';
import type { AttributeIssue, AttributeValues, EntityProvider, InstanceRecord } from '../entityProviders';
import { PERMISSION_ACTIONS, SURFACES, type PermissionAction } from './resources';

/** The entity of this matrix: only administrators may read or change it (no grant names it). */
export const PERMISSIONS_ENTITY = 'Permissions';
/** The one instance: every group's grants at once. */
export const MATRIX_INSTANCE = 'all';
const USER_GROUPS_LIST = 'userGroups';
const ADMINISTRATORS = 'administrators';

/** A row of the matrix: a resource and the actions a group can be granted on it. */
export interface MatrixResource {
  id: string;
  kind: 'entity' | 'surface';
  nameKey: string;
  /** The actions a grant may give (the cells of the row). */
  actions: PermissionAction[];
  /** Actions every visitor (`anonymous`) or every signed-in user (`authenticated`) has without a grant. */
  everyone: Partial<Record<PermissionAction, 'anonymous' | 'authenticated' | 'owner'>>;
}

/** A column of the matrix. `locked`: the administrators, who may do everything. */
export interface MatrixGroup {
  code: string;
  nameKey: string;
  locked: boolean;
}

/** What the form edits: each group's granted actions per resource, by group code. */
export type MatrixGrants = Record<string, Record<string, PermissionAction[]>>;

const ENTITY_ACTIONS = ['read', 'create', 'update', 'delete'] as const;

async function resources(tx: Db): Promise<MatrixResource[]> {
  const entities = await tx
    .select({ id: entityTable.id, nameKey: entityTable.displayNameKey, permissions: entityTable.permissions })
    .from(entityTable)
    .orderBy(asc(entityTable.id));
  const out: MatrixResource[] = [];
  for (const e of entities) {
    if (e.id === PERMISSIONS_ENTITY) continue;
    const actions: PermissionAction[] = [];
    const everyone: MatrixResource['everyone'] = {};
    for (const action of ENTITY_ACTIONS) {
      const level: EntityAccess | 'administrator' = e.permissions[action];
      if (level === 'nobody') continue;
      if (level === 'anonymous' || level === 'authenticated') {
        everyone[action] = level;
        continue;
      }
      if (level === 'owner') everyone[action] = 'owner';
      actions.push(action);
    }
    if (actions.length || Object.keys(everyone).length)
      out.push({ id: e.id, kind: 'entity', nameKey: e.nameKey, actions, everyone });
  }
  for (const [id, surface] of Object.entries(SURFACES))
    out.push({ id, kind: 'surface', nameKey: surface.nameKey, actions: [...surface.actions], everyone: {} });
  return out;
}

async function groups(tx: Db): Promise<(MatrixGroup & { id: number })[]> {
  const rows = await tx
    .select({ id: codeListItem.id, code: codeListItem.code, nameKey: codeListItem.nameKey })
    .from(codeListItem)
    .where(and(eq(codeListItem.list, USER_GROUPS_LIST), eq(codeListItem.isActive, true)))
    .orderBy(asc(codeListItem.sortOrder), asc(codeListItem.code));
  return rows.map((r) => ({ ...r, locked: r.code.toLowerCase() === ADMINISTRATORS }));
}

async function grants(tx: Db, groupIds: Map<number, string>, forUpdate: boolean): Promise<MatrixGrants> {
  const query = tx
    .select({
      groupId: groupPermission.groupId,
      resource: groupPermission.resource,
      action: groupPermission.action,
    })
    .from(groupPermission)
    .orderBy(asc(groupPermission.groupId), asc(groupPermission.resource), asc(groupPermission.action));
  const rows = forUpdate ? await query.for('update') : await query;
  const out: MatrixGrants = {};
  for (const code of groupIds.values()) out[code] = {};
  for (const row of rows) {
    const code = groupIds.get(row.groupId);
    if (code === undefined) continue;
    const byResource = out[code]!;
    (byResource[row.resource] ??= []).push(row.action as PermissionAction);
  }
  // One order, so the token and the history compare like with like.
  for (const byResource of Object.values(out))
    for (const list of Object.values(byResource))
      list.sort((a, b) => PERMISSION_ACTIONS.indexOf(a) - PERMISSION_ACTIONS.indexOf(b));
  return out;
}

async function loadMatrix(tx: Db, id: string, forUpdate: boolean): Promise<InstanceRecord | null> {
  if (id !== MATRIX_INSTANCE) return null;
  const groupRows = (await groups(tx)).filter((g) => !g.locked);
  const allGroups = await groups(tx);
  const values: AttributeValues = {
    Grants: await grants(tx, new Map(groupRows.map((g) => [g.id, g.code])), forUpdate),
    Groups: allGroups.map(({ code, nameKey, locked }) => ({ code, nameKey, locked })),
    Resources: await resources(tx),
  };
  return {
    id: MATRIX_INSTANCE,
    values,
    ownerUserId: null,
    token: createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 24),
    displayName: null,
  };
}

/** The grants of a posted value, checked against the groups and resources that exist. */
async function check(tx: Db, value: unknown): Promise<{ rows: MatrixGrants; issues: AttributeIssue[] }> {
  const issue = (key: string, values?: Record<string, string | number>): AttributeIssue => ({
    attribute: 'Grants',
    key,
    ...(values ? { values } : {}),
  });
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { rows: {}, issues: [issue('Permissions_Invalid')] };
  const editable = new Map((await groups(tx)).filter((g) => !g.locked).map((g) => [g.code, g]));
  const known = new Map((await resources(tx)).map((r) => [r.id, r]));
  const rows: MatrixGrants = {};
  const issues: AttributeIssue[] = [];
  for (const [code, byResource] of Object.entries(value as Record<string, unknown>)) {
    if (!editable.has(code)) {
      issues.push(issue('Permissions_UnknownGroup', { group: code.slice(0, 60) }));
      continue;
    }
    if (typeof byResource !== 'object' || byResource === null || Array.isArray(byResource)) {
      issues.push(issue('Permissions_Invalid'));
      continue;
    }
    const out: Record<string, PermissionAction[]> = {};
    for (const [resourceId, actions] of Object.entries(byResource as Record<string, unknown>)) {
      const resource = known.get(resourceId);
      if (!resource) {
        issues.push(issue('Permissions_UnknownResource', { resource: resourceId.slice(0, 60) }));
        continue;
      }
      if (!Array.isArray(actions)) {
        issues.push(issue('Permissions_Invalid'));
        continue;
      }
      const granted = new Set<PermissionAction>();
      for (const action of actions) {
        if (typeof action !== 'string' || !resource.actions.includes(action as PermissionAction)) {
          issues.push(
            issue('Permissions_UnknownAction', { resource: resourceId, action: String(action).slice(0, 20) }),
          );
          continue;
        }
        granted.add(action as PermissionAction);
      }
      if (granted.size) out[resourceId] = [...granted];
    }
    rows[code] = out;
  }
  return { rows, issues };
}

/**
 * Administration → Permissions (entity `Permissions`, one instance): every group's grants as one
 * value the form engine loads, checks and saves, with the concurrency token and history of any
 * record. The administrators' group is shown, never stored: it may do everything.
 */
export const permissionMatrixProvider: EntityProvider = {
  defaultInstanceId: () => MATRIX_INSTANCE,
  load: (tx, _entity, id) => loadMatrix(tx, id, false),
  loadForUpdate: (tx, _entity, id) => loadMatrix(tx, id, true),
  insert: null,
  remove: null,
  validate: async (tx, _entity, values) => (await check(tx, values.Grants)).issues,
  update: async (tx, _entity, _current, changed, actor) => {
    if ('Grants' in changed) {
      const { rows } = await check(tx, changed.Grants);
      const byCode = new Map((await groups(tx)).map((g) => [g.code, g.id]));
      const ids = Object.keys(rows).map((code) => byCode.get(code)!);
      if (ids.length) await tx.delete(groupPermission).where(inArray(groupPermission.groupId, ids));
      const inserts = Object.entries(rows).flatMap(([code, byResource]) =>
        Object.entries(byResource).flatMap(([resource, actions]) =>
          actions.map((action) => ({
            groupId: byCode.get(code)!,
            resource,
            action,
            updatedBy: actor.userName ?? actor.userId,
          })),
        ),
      );
      if (inserts.length) await tx.insert(groupPermission).values(inserts);
    }
    return (await loadMatrix(tx, MATRIX_INSTANCE, false))!;
  },
};
