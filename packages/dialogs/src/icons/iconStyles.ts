import { ICON_SIZES } from './iconSource';

/**
 * The icon's box and its spec §9 sizes as classes: an icon is sized by its class, never by a
 * style attribute, so it draws the same under a CSP without 'unsafe-inline' styles.
 */
export const iconCss =
  '.ic-icon{display:inline-block;vertical-align:-.125em;width:1em;height:1em;flex:none;line-height:1}' +
  '.ic-icon svg{display:block;width:100%;height:100%;fill:currentColor}' +
  Object.entries(ICON_SIZES)
    .map(([size, em]) => `.ic-icon-${size}{width:${em}em;height:${em}em}`)
    .join('');

export const ICON_STYLE_HREF = 'insulcalc-icons';
