import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ShellAppKind } from '../state/types';

export interface FooterLink {
  /** Translation key of the link text. */
  labelKey: string;
  href: string;
}

export interface FrameOptions {
  app: ShellAppKind;
  /** Brand name in the top bar and the document title ('Platform' when none). */
  brandName?: string | null;
  /** Secondary navigation at the left (sidebar, default) or at the top. */
  layout?: 'sidebar' | 'top';
  /** Footer links (group websites, cookies, privacy policy, terms of use); they open in a new tab. */
  footerLinks?: FooterLink[];
  /**
   * For an app served at '/': same-origin path prefixes that load as documents instead of routes
   * (default: the API, the external sign-in endpoints and '/platform/').
   */
  documentPaths?: readonly string[];
  /** A project's own frame replacing the default one (spec §2 'custom layout supplied by project overrides'). */
  customLayout?: ComponentType<{ children: ReactNode }>;
  /**
   * The environment label (spec §9) when the frame is rendered without a document (server
   * rendering); in the browser the label comes from `<body data-env>`.
   */
  environmentLabel?: string | null;
}

export const DEFAULT_BRAND_NAME = 'Platform';

export const DEFAULT_FOOTER_LINKS: FooterLink[] = [
  { labelKey: 'Footer_GroupWebsites', href: '/about/group' },
  { labelKey: 'Footer_Cookies', href: '/about/cookies' },
  { labelKey: 'Footer_PrivacyPolicy', href: '/about/privacy' },
  { labelKey: 'Footer_TermsOfUse', href: '/about/terms' },
];

const FrameOptionsContext = createContext<FrameOptions>({ app: 'platform' });

export function FrameOptionsProvider({ options, children }: { options: FrameOptions; children: ReactNode }) {
  return <FrameOptionsContext.Provider value={options}>{children}</FrameOptionsContext.Provider>;
}

export function useFrameOptions(): FrameOptions {
  return useContext(FrameOptionsContext);
}

export function brandNameOf(options: FrameOptions): string {
  return options.brandName?.trim() || DEFAULT_BRAND_NAME;
}
