/**
 * What a permission names: an action on a resource. Resources are the entities (their ids) and
 * the administrative surfaces below, which keep configuration rather than entity instances.
 * Defined once here: the server's checks, the Administration matrix, the seed's defaults and
 * the authorization matrix test all read these lists.
 */
export const PERMISSION_ACTIONS = ['read', 'create', 'update', 'delete', 'publish'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export interface SurfaceDefinition {
  /** Translation key of the surface's name in the matrix. */
  nameKey: string;
  /** The actions the surface has (a cell of the matrix exists only for these). */
  actions: readonly PermissionAction[];
}

/**
 * The administrative surfaces. `read` opens the definitions, `update` changes drafts, `publish`
 * makes a draft what users get, `delete` throws a draft away.
 */
export const SURFACES = {
  /** Form designer: form groups, forms, their drafts, versions and publishing. */
  FormDefinition: { nameKey: 'Permissions_Surface_FormDefinition', actions: ['read', 'update', 'publish'] },
  /** Workflow process definitions: read, check and publish a new version. */
  ProcessDefinition: { nameKey: 'Permissions_Surface_ProcessDefinition', actions: ['read', 'publish'] },
  /** Document templates (the offer PDF …): read, edit and discard drafts, publish. */
  DocumentTemplate: {
    nameKey: 'Permissions_Surface_DocumentTemplate',
    actions: ['read', 'update', 'delete', 'publish'],
  },
  /** Dashboard layouts: read them, save a layout, delete one. */
  DashboardLayout: { nameKey: 'Permissions_Surface_DashboardLayout', actions: ['read', 'update', 'delete'] },
  /** The configuration's consistency check and the form-script check. */
  ConfigurationCheck: { nameKey: 'Permissions_Surface_ConfigurationCheck', actions: ['read'] },
} as const satisfies Record<string, SurfaceDefinition>;
export type SurfaceId = keyof typeof SURFACES;

export function isSurface(resource: string): resource is SurfaceId {
  return Object.hasOwn(SURFACES, resource);
}

/** The key of one granted action in an actor's grant set. */
export function grantKey(resource: string, action: PermissionAction): string {
  return `${resource}\u0000${action}`;
}
