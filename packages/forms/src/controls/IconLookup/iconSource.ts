// The icon loader lives in @insulcalc/dialogs so the toolbar, the shell's navigation and the
// IconLookup control share one cache and one request per key.
export {
  DEFAULT_VIEW_BOX,
  ICON_KEY_PATTERN,
  ICON_PREFIXES,
  ICON_SIZES,
  ICONS_URL,
  isIconKey,
  loadIcon,
  parseIconSvg,
  setIconLoader,
  type IconLoader,
  type IconPrefix,
  type IconSize,
  type ParsedIcon,
} from '@insulcalc/dialogs/icons';
