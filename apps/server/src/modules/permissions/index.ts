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
export {
  MATRIX_INSTANCE,
  PERMISSIONS_ENTITY,
  permissionMatrixProvider,
  type MatrixGrants,
  type MatrixGroup,
  type MatrixResource,
} from './matrix';
export { allGrants, grantsOfGroups, type GrantsByGroup } from './store';

export const permissionsModule: ServerModule = {
  name: 'permissions',
  seed: seedPermissions,
};
