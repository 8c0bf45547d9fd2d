import { useContext, useEffect } from 'react';
import { ShellContext } from '@insulcalc/shell';
import { resolveTheme, themeCss, type ThemeName } from './themes';

/**
 * Applies the chosen theme: the profile's selectedTheme, else the app's fallbackTheme (spec §3,
 * §6). Sets `data-theme` on the document and adds the theme's stylesheet once.
 */
export function ThemeStyles({ theme }: { theme?: ThemeName }) {
  const shell = useContext(ShellContext);
  const chosen = theme ?? resolveTheme(shell?.profile.selectedTheme, shell?.appInfo.fallbackTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = chosen;
  }, [chosen]);
  return (
    <style href={`insulcalc-theme-${chosen}`} precedence="default">
      {themeCss[chosen]}
    </style>
  );
}
