import { grantKey, type PermissionAction } from './resources';

/** Who asks, as far as permissions go (the entities module's Actor has these fields). */
export interface PermissionSubject {
  userId: string | null;
  /** Members of the administrators' group may do everything a resource allows at all. */
  isAdministrator?: boolean;
  /** The union of the grants of the user's active groups (grantKey). */
  grants?: ReadonlySet<string>;
}

/**
 * Whether a group of the subject was granted `action` on `resource`. Anonymous visitors hold no
 * grants: what they may do comes from an entity's own `anonymous` level (public forms) only.
 */
export function hasGrant(subject: PermissionSubject, resource: string, action: PermissionAction): boolean {
  if (subject.userId === null) return false;
  if (subject.isAdministrator === true) return true;
  return subject.grants?.has(grantKey(resource, action)) ?? false;
}
