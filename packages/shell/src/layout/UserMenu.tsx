import { useDialogs } from '@insulcalc/dialogs';
import type { Profile, ShellAppKind } from '../state/types';
import { useAppNavigator, useBasePath } from '../navigation/react';
import { MenuButton, type MenuButtonEntry } from '@insulcalc/dialogs';
import { UserIcon } from './icons';
import { logoutWithForm } from '../api/logout';
import { useHttp } from '../services/services';
import { userMenuItems } from './userMenuLogic';
import { useT } from './i18n';

export const USER_MENU_WIDTH = 270;

export interface UserMenuProps {
  profile: Profile;
  app: ShellAppKind;
  editableDashboardId: string | null;
  /** Log off (default: POST form with the anti-forgery token). */
  onLogOff?: () => void;
}

/** The user panel's menu (spec §2 user menu), 270 px wide. */
export function UserMenu({ profile, app, editableDashboardId, onLogOff }: UserMenuProps) {
  const t = useT();
  const dialogs = useDialogs();
  const http = useHttp();
  const navigator = useAppNavigator();
  const basePath = useBasePath();
  const name = profile.fullName ?? '';

  const entries: MenuButtonEntry[] = userMenuItems(profile, app, editableDashboardId).map(
    (kind): MenuButtonEntry => {
      switch (kind) {
        case 'userSettings':
          return {
            key: kind,
            label: t('UserMenu_UserSettings'),
            onSelect: () =>
              dialogs.open({
                path: 'DynamicForm?formGroupId=UserSettings',
                title: t('UserMenu_UserSettings'),
              }),
          };
        case 'messageSettings':
          return {
            key: kind,
            label: t('UserMenu_MessageSettings'),
            onSelect: () =>
              dialogs.open({
                path: 'DynamicForm?formGroupId=MessageSettings',
                title: t('UserMenu_MessageSettings'),
              }),
          };
        case 'changePassword':
          return {
            key: kind,
            label: t('UserMenu_ChangePassword'),
            onSelect: () =>
              dialogs.open({ path: 'ChangePasswordDialog', title: t('ChangePassword_Title'), width: 600 }),
          };
        case 'editDashboard':
          return {
            key: kind,
            label: t('UserMenu_EditDashboard'),
            onSelect: () =>
              navigator.navigate(`Dashboards/Preview/${encodeURIComponent(editableDashboardId ?? '')}`),
          };
        case 'divider':
          return { kind: 'separator', key: kind };
        case 'logOff':
          return {
            key: kind,
            label: t('UserMenu_LogOff'),
            onSelect: () => (onLogOff ? onLogOff() : logoutWithForm(http, { returnUrl: basePath })),
          };
      }
    },
  );

  return (
    <MenuButton
      label={name ? `${t('UserMenu_Title')}: ${name}` : t('UserMenu_Title')}
      width={USER_MENU_WIDTH}
      toggle={
        <>
          <UserIcon />
          <span className="ic-user-name">{name}</span>
        </>
      }
      entries={entries}
    />
  );
}
