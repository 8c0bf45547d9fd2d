import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Moves focus into the dialog: the element marked autofocus, else the first field or button of the body, else the dialog. */
export function focusFirst(dialog: HTMLElement): void {
  if (dialog.contains(document.activeElement) && document.activeElement !== dialog) return;
  const auto = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
  const body = dialog.querySelector<HTMLElement>('[data-dialog-body]') ?? dialog;
  const target = auto ?? focusableIn(body)[0] ?? dialog;
  target.focus();
}

/** Keeps Tab and Shift+Tab inside the dialog. */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(dialog);
  if (items.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (!dialog.contains(active)) {
    event.preventDefault();
    first.focus();
  }
}
