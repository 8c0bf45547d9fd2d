import { useRef, useState, type ComponentType } from 'react';
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

interface Arrived {
  component: AriaMenuButtonComponent;
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
  const [arrived, setArrived] = useState<Arrived | null>(() =>
    loadedAriaMenuButton ? { component: loadedAriaMenuButton, open: false, focus: false } : null,
  );
  const standInRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const want = (open: boolean) => {
    if (open) pressed.current = true;
    void preloadMenuButton().then((component) =>
      setArrived(
        (current) =>
          current ?? {
            component,
            open: pressed.current,
            focus: standInRef.current !== null && document.activeElement === standInRef.current,
          },
      ),
    );
  };
  if (arrived) {
    const Implementation = arrived.component;
    return <Implementation {...props} defaultOpen={arrived.open} autoFocus={arrived.focus} />;
  }
  return (
    <div className={`ic-dropdown ic-dropdown-${props.align ?? 'end'}`}>
      <button
        ref={standInRef}
        type="button"
        className={props.toggleClassName ?? 'ic-topbar-button'}
        style={props.toggleStyle}
        aria-label={props.label}
        aria-haspopup="menu"
        aria-expanded="false"
        onPointerEnter={() => want(false)}
        onFocus={() => want(false)}
        onClick={() => want(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            want(true);
          }
        }}
      >
        {props.toggle}
      </button>
    </div>
  );
}
