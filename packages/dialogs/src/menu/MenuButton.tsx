import { useState, type ComponentType } from 'react';
import type { AriaMenuButtonProps, MenuButtonProps } from './menuButtonProps';

export type { MenuButtonEntry, MenuButtonProps } from './menuButtonProps';

// react-aria's menu, popover and their locale data are ~100 kB of script that every page's top bar
// would evaluate at start (issue 12: the configurator's blocking time on a phone). A menu that is
// never used needs none of it, so it loads when the pointer comes near, or the toggle gets the
// focus or is pressed. Module-level like the other loaders (decision 0030): the code is the same
// for every store.
type AriaMenuButtonComponent = ComponentType<AriaMenuButtonProps>;
let loadedAriaMenuButton: AriaMenuButtonComponent | null = null;
let loadingAriaMenuButton: Promise<AriaMenuButtonComponent> | null = null;

/** Loads the menu's code ahead of use (a screen that is about to open a menu, or a test). */
export function preloadMenuButton(): Promise<AriaMenuButtonComponent> {
  loadingAriaMenuButton ??= import('./AriaMenuButton').then((module) => {
    loadedAriaMenuButton = module.default;
    return module.default;
  });
  return loadingAriaMenuButton;
}

/** What the user did to the stand-in: kept as state, so it is read when the real menu renders. */
interface Intent {
  open: boolean;
  focus: boolean;
}

/**
 * The one menu button of the product (WAI-ARIA menu button). Until it is used, a native toggle
 * with the same name, class, `aria-haspopup="menu"` and `aria-expanded="false"` stands in (and is
 * what the server renders); the react-aria implementation replaces it when its code has arrived,
 * open at once when the stand-in was pressed meanwhile, and focused when the stand-in had the focus.
 */
export function MenuButton(props: MenuButtonProps) {
  const [component, setComponent] = useState<AriaMenuButtonComponent | null>(() => loadedAriaMenuButton);
  // The intent is state, not a value captured when the code arrives: a press that comes after the
  // code arrived but before React swapped the stand-in out is in the same render as the swap.
  const [intent, setIntent] = useState<Intent>({ open: false, focus: false });
  const want = (change: Partial<Intent>) => {
    if (Object.keys(change).length > 0) setIntent((current) => ({ ...current, ...change }));
    void preloadMenuButton().then((loaded) => setComponent(() => loaded));
  };
  if (component) {
    const Implementation = component;
    return <Implementation {...props} defaultOpen={intent.open} autoFocus={intent.focus} />;
  }
  return (
    <div className={`ic-dropdown ic-dropdown-${props.align ?? 'end'}`}>
      <button
        type="button"
        className={props.toggleClassName ?? 'ic-topbar-button'}
        style={props.toggleStyle}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded="false"
        onPointerEnter={() => want({})}
        onFocus={() => want({ focus: true })}
        onBlur={() => setIntent((current) => ({ ...current, focus: false }))}
        // react-aria's menu trigger opens on a mouse press's start: so does its stand-in, and a
        // press whose release lands on the real toggle (swapped in meanwhile) is not lost.
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button === 0) want({ open: true });
        }}
        onClick={() => want({ open: true })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            want({ open: true });
          }
        }}
      >
        {props.toggle}
      </button>
    </div>
  );
}
