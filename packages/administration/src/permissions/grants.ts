/**
 * The values of the Permissions record (entity `Permissions`, instance `all`) as the server's
 * provider `permissions.matrix` loads them, and the one edit the matrix makes on them.
 */
export type PermissionAction = 'read' | 'create' | 'update' | 'delete' | 'publish';
export const PERMISSION_ACTIONS: readonly PermissionAction[] = [
  'read',
  'create',
  'update',
  'delete',
  'publish',
];

/** Who has an action without a grant: every visitor, every signed-in user, or owners on their own records. */
export type EveryoneLevel = 'anonymous' | 'authenticated' | 'owner';

/**
 * A column: a group. `locked`: the administrators, who may do everything. (Type aliases, not
 * interfaces: the form engine's JSON values take them as they are.)
 */
export type MatrixGroup = {
  code: string;
  nameKey: string;
  locked: boolean;
};

/** A row: an entity or an administrative surface, with the actions a group can be granted on it. */
export type MatrixResource = {
  id: string;
  kind: 'entity' | 'surface';
  nameKey: string;
  actions: PermissionAction[];
  everyone: Partial<Record<PermissionAction, EveryoneLevel>>;
};

/** The edited value: each non-locked group's granted actions per resource id. */
export type MatrixGrants = Record<string, Record<string, PermissionAction[]>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The groups of a loaded value (anything else reads as none). */
export function readGroups(value: unknown): MatrixGroup[] {
  return Array.isArray(value)
    ? value.filter((g): g is MatrixGroup => isRecord(g) && typeof g.code === 'string')
    : [];
}

export function readResources(value: unknown): MatrixResource[] {
  return Array.isArray(value)
    ? value.filter(
        (r): r is MatrixResource => isRecord(r) && typeof r.id === 'string' && Array.isArray(r.actions),
      )
    : [];
}

export function readGrants(value: unknown): MatrixGrants {
  return isRecord(value) ? (value as MatrixGrants) : {};
}

export function isGranted(grants: MatrixGrants, group: string, resource: string, action: PermissionAction) {
  return grants[group]?.[resource]?.includes(action) ?? false;
}

/**
 * The grants with one action of one group on one resource switched on or off. A new object (the
 * form model sees a change); the resource's actions keep the order of the row, and a resource
 * left with none is dropped, as the server stores it.
 */
export function withGrant(
  grants: MatrixGrants,
  group: string,
  resource: MatrixResource,
  action: PermissionAction,
  granted: boolean,
): MatrixGrants {
  const current = new Set(grants[group]?.[resource.id] ?? []);
  if (granted) current.add(action);
  else current.delete(action);
  const byResource = { ...grants[group] };
  const ordered = resource.actions.filter((a) => current.has(a));
  if (ordered.length) byResource[resource.id] = ordered;
  else delete byResource[resource.id];
  return { ...grants, [group]: byResource };
}
