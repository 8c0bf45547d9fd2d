import type { ServerModule } from '../types';
import { seedPermissions } from './seed';

export { hasGrant, type PermissionSubject } from './check';
export {
  PERMISSION_ACTIONS,
  SURFACES,
  grantKey,
  isSurface,
  type PermissionAction,
  type SurfaceDefinition,
  type SurfaceId,
} from './resources';
export { allGrants, grantsOfGroups, type GrantsByGroup } from './store';

export const permissionsModule: ServerModule = {
  name: 'permissions',
  seed: seedPermissions,
};
