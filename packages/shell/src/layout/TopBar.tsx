import { useLocation } from 'react-router';
import { useGetAccountOptionsQuery } from '../api/shellApi';
import { useAppInfo, useProfile } from '../bootstrap/hooks';
import { AppLink, useBasePath } from '../navigation/react';
import type { NavigationItem } from '../state/types';
import { brandNameOf, useFrameOptions } from './frameOptions';
import { HelpButton, useCurrentHelpItem } from './HelpButton';
import { MenuIcon } from './icons';
import { LanguageSelector } from './LanguageSelector';
import { usePageState } from './pageState';
import { TopNavigation } from './TopNavigation';
import { UserMenu } from './UserMenu';
import { useT } from './i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** The environment label from `<body data-env>` (spec §9). */
export function environmentLabel(
  doc: Document | undefined = typeof document !== 'undefined' ? document : undefined,
): string | null {
  const env = doc?.body?.dataset.env?.trim();
  return env ? env : null;
}

export function SkipToContent() {
  const t = useT();
  return (
    <button
      type="button"
      className="ic-skip-link"
      onClick={() => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
    >
      {t('Shell_SkipToContent')}
    </button>
  );
}

/** One-click sign-in with the first external provider (public app, anonymous visitors). */
function ExternalLoginButton() {
  const t = useT();
  const location = useLocation();
  const basePath = useBasePath();
  const { data, isLoading } = useGetAccountOptionsQuery();
  const provider = data?.oidcProviders[0];
  if (isLoading) return null;
  const returnUrl = `${basePath}${location.pathname.replace(/^\//, '')}${location.search}`;
  if (!provider) {
    return (
      <AppLink
        className="ic-topbar-button ic-login-button"
        to={`Account/LogOn?ReturnUrl=${encodeURIComponent(returnUrl)}`}
      >
        {t('LogOn_Button')}
      </AppLink>
    );
  }
  const href = `/Account/ExternalLogOn?provider=${encodeURIComponent(provider.providerId)}&returnUrl=${encodeURIComponent(returnUrl)}`;
  return (
    // data-native-link: a server endpoint, never an in-app route (the public app's base is '/').
    <a className="ic-topbar-button ic-login-button" href={href} data-native-link="">
      {t('LogOn_Button')}
    </a>
  );
}

/** Below the md breakpoint (spec §9: 768 px) the top bar shows the minimised logo. */
export const MINIMIZED_LOGO_MEDIA = '(max-width: 767.98px)';

/**
 * The brand: the normal logo, swapped by the browser for the minimised one on narrow screens (a
 * <picture> source, no script); without a normal logo the name shows beside the minimised one.
 */
export function BrandLogo({
  normal,
  minimized,
  brand,
}: {
  normal?: string | null | undefined;
  minimized?: string | null | undefined;
  brand: string;
}) {
  if (normal) {
    return (
      <picture>
        {minimized && <source media={MINIMIZED_LOGO_MEDIA} srcSet={minimized} />}
        <img src={normal} alt={brand} height={28} />
      </picture>
    );
  }
  if (minimized) {
    return (
      <>
        <img src={minimized} alt="" height={28} />
        <span>{brand}</span>
      </>
    );
  }
  return <>{brand}</>;
}

export interface TopBarProps {
  sidebar?: { open: boolean; toggle: () => void; controls: string } | null;
  navigation?: readonly NavigationItem[];
  selectedNavigationId?: string | null;
}

/** Top bar (spec §2 page frame). */
export function TopBar({ sidebar, navigation, selectedNavigationId }: TopBarProps) {
  const t = useT();
  const options = useFrameOptions();
  const profile = useProfile();
  const appInfo = useAppInfo();
  const { state } = usePageState();
  const brand = brandNameOf(options);
  const env = options.environmentLabel !== undefined ? options.environmentLabel : environmentLabel();
  const authenticated = profile.isAuthenticated;
  // Signed-in pages always have the icon (no help item → an error, spec §2); public pages only
  // when they have help (the configurator, the public forms).
  const helpItem = useCurrentHelpItem();

  return (
    <header className="ic-topbar">
      <SkipToContent />
      {authenticated && sidebar && (
        <button
          type="button"
          className="ic-topbar-button"
          aria-label={t('Shell_ToggleMenu')}
          aria-expanded={sidebar.open}
          aria-controls={sidebar.controls}
          onClick={sidebar.toggle}
        >
          <MenuIcon />
        </button>
      )}
      <AppLink to="" className="ic-brand">
        <BrandLogo normal={appInfo.logoNormalPath} minimized={appInfo.logoMinimizedPath} brand={brand} />
      </AppLink>
      {navigation && navigation.length > 0 && (
        <TopNavigation
          items={navigation}
          selectedId={selectedNavigationId ?? null}
          label={t('Shell_MainNavigation')}
        />
      )}
      <div className="ic-topbar-spacer" />
      {env && (
        <span className="ic-env-label" title={t('Shell_Environment')}>
          {env}
        </span>
      )}
      {(authenticated || helpItem) && <HelpButton />}
      <LanguageSelector />
      {authenticated ? (
        <UserMenu profile={profile} app={options.app} editableDashboardId={state.editableDashboardId} />
      ) : options.app === 'public' ? (
        <ExternalLoginButton />
      ) : null}
    </header>
  );
}
