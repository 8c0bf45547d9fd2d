/** The stylesheets a user can choose (spec §6: selectedTheme chooses a stylesheet). */
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'light';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The profile's selectedTheme, else the app's fallbackTheme, else light. Unknown names are skipped. */
export function resolveTheme(
  selectedTheme: string | null | undefined,
  fallbackTheme: string | null | undefined,
): ThemeName {
  if (isThemeName(selectedTheme)) return selectedTheme;
  if (isThemeName(fallbackTheme)) return fallbackTheme;
  return DEFAULT_THEME;
}

/**
 * Theme variables. Every text/background pair keeps WCAG AA contrast (≥ 4.5:1): light text on
 * #f8fafc/#ffffff, dark text #e5e7eb/#cbd5e1 on #0f172a/#1e293b. The dark sheet also darkens the
 * frame's white surfaces (sidebar, footer, cards, menus), whose light-theme colours are fixed.
 */
export const themeCss: Record<ThemeName, string> = {
  light: `
:root[data-theme=light]{color-scheme:light;--ic-primary:#1d4ed8;--ic-text:#1f2937;--ic-muted:#4b5563;--ic-border:#d1d5db;--ic-bg:#f8fafc;--ic-surface:#ffffff;--ic-danger:#b91c1c;--ic-warning:#92400e;--ic-info:#1e40af;--ic-input-bg:#ffffff}
`,
  dark: `
:root[data-theme=dark]{color-scheme:dark;--ic-primary:#93c5fd;--ic-text:#e5e7eb;--ic-muted:#cbd5e1;--ic-border:#475569;--ic-bg:#0f172a;--ic-surface:#1e293b;--ic-danger:#fca5a5;--ic-warning:#fcd34d;--ic-info:#93c5fd;--ic-input-bg:#0f172a;--ic-topbar:#020617}
:root[data-theme=dark] body{background:var(--ic-bg);color:var(--ic-text)}
:root[data-theme=dark] a{color:var(--ic-primary)}
:root[data-theme=dark] .ic-dialog,:root[data-theme=dark] .ic-dialog-content,:root[data-theme=dark] .ic-toolbar-menu,:root[data-theme=dark] .ic-popover{background:var(--ic-surface);color:var(--ic-text)}
:root[data-theme=dark] .ic-btn{background:var(--ic-surface);color:var(--ic-text);border-color:var(--ic-border)}
:root[data-theme=dark] .ic-btn-primary{background:#1d4ed8;color:#ffffff;border-color:#1d4ed8}
:root[data-theme=dark] :is(.ic-sidebar,.ic-footer,.ic-card,.ic-placeholder,.ic-dropdown-menu,.ic-skip-link,.ic-button-secondary,.ic-form-section,.ic-left-nav-item){background:var(--ic-surface);color:var(--ic-text)}
:root[data-theme=dark] :is(.ic-sidebar,.ic-footer,.ic-dropdown-menu) a{color:var(--ic-primary)}
:root[data-theme=dark] :is(input,textarea,select){background:var(--ic-input-bg);color:var(--ic-text)}
`,
};

/**
 * Applies a theme outside React (an app's router factory runs after every profile change):
 * `data-theme` on the document element and the theme's stylesheet in the head, once.
 */
export function applyTheme(theme: ThemeName, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  const id = `insulcalc-theme-${theme}`;
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = themeCss[theme];
  doc.head.appendChild(style);
}
