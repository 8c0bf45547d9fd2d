import type { Profile, ShellAppKind } from '../state/types';

export type UserMenuItemKind =
  'userSettings' | 'messageSettings' | 'changePassword' | 'editDashboard' | 'divider' | 'logOff';

/**
 * The user menu's items (spec §2): settings items and edit dashboard are hidden in the public
 * app; change password only with canChangePassword (the divider goes with it); edit dashboard
 * only with an editable dashboard id; log off only with canLogOff.
 */
export function userMenuItems(
  profile: Pick<Profile, 'canChangePassword' | 'canLogOff'>,
  app: ShellAppKind,
  editableDashboardId: string | null | undefined,
): UserMenuItemKind[] {
  const items: UserMenuItemKind[] = [];
  const isPublic = app === 'public';
  if (!isPublic) items.push('userSettings', 'messageSettings');
  if (profile.canChangePassword) items.push('changePassword');
  if (!isPublic && editableDashboardId) items.push('editDashboard');
  if (profile.canChangePassword) items.push('divider');
  if (profile.canLogOff) items.push('logOff');
  return items;
}
