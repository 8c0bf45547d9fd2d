import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import { createShortcutDispatcher } from './dispatcher';
import type { ShortcutTarget } from './registry';
import { createShellServices, type ShellServices } from '../services/services';
import { TestScriptRecorder } from '../recorder/index';
import { GlobalShortcuts } from './useGlobalShortcuts';

const cleanups: (() => void)[] = [];
// Each test has its own store services (its own shortcut registry and dialog stack).
let services: ShellServices;
beforeEach(() => {
  services = createShellServices();
});
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
  cleanup();
  // The recorder's test writes the page itself (not through render): the next file shares the document.
  document.body.innerHTML = '';
});

function target(
  kind: ShortcutTarget['kind'],
  scope: ShortcutTarget['scope'],
  enabled = true,
  dialogKey?: string,
) {
  const press = vi.fn();
  const t: ShortcutTarget = {
    kind,
    scope,
    press,
    isEnabled: () => enabled,
    ...(dialogKey ? { dialogKey } : {}),
  };
  cleanups.push(services.keyboard.register(t));
  return press;
}

function key(init: KeyboardEventInit): KeyboardEvent {
  return new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
}

describe('shortcut dispatcher (spec §2 Keyboard)', () => {
  it('Escape closes the topmost dialog through the injected function', () => {
    const closeTopDialog = vi.fn(() => true);
    const dispatch = createShortcutDispatcher({ registry: services.keyboard, handlers: { closeTopDialog } });
    const e = key({ key: 'Escape' });
    expect(dispatch(e)).toBe(true);
    expect(closeTopDialog).toHaveBeenCalledTimes(1);
    expect(e.defaultPrevented).toBe(true);
  });

  it('Escape with no dialog open is left alone', () => {
    const dispatch = createShortcutDispatcher({
      registry: services.keyboard,
      handlers: { closeTopDialog: () => false },
    });
    const e = key({ key: 'Escape' });
    expect(dispatch(e)).toBe(false);
    expect(e.defaultPrevented).toBe(false);
  });

  it('Ctrl+S and Cmd+S press Save on the page', () => {
    const save = target('save', 'page');
    const saveAndClose = target('saveAndClose', 'page');
    const dispatch = createShortcutDispatcher({ registry: services.keyboard, handlers: {} });
    const e = key({ key: 's', ctrlKey: true });
    expect(dispatch(e)).toBe(true);
    expect(e.defaultPrevented).toBe(true);
    dispatch(key({ key: 's', metaKey: true }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(saveAndClose).not.toHaveBeenCalled();
  });

  it('Ctrl+S presses Save and close in a dialog (the topmost dialog)', () => {
    const pageSave = target('save', 'page');
    const lowerDialog = target('saveAndClose', 'dialog', true, 'd1');
    const topSave = target('save', 'dialog', true, 'd2');
    const topSaveAndClose = target('saveAndClose', 'dialog', true, 'd2');
    const dispatch = createShortcutDispatcher({
      registry: services.keyboard,
      handlers: { getTopDialogKey: () => 'd2' },
    });
    dispatch(key({ key: 's', ctrlKey: true }));
    expect(topSaveAndClose).toHaveBeenCalledTimes(1);
    expect(topSave).not.toHaveBeenCalled();
    expect(lowerDialog).not.toHaveBeenCalled();
    expect(pageSave).not.toHaveBeenCalled();
  });

  it('Ctrl+S prevents the browser save dialog even when Save is disabled, but does not press', () => {
    const save = target('save', 'page', false);
    const e = key({ key: 's', ctrlKey: true });
    createShortcutDispatcher({ registry: services.keyboard, handlers: {} })(e);
    expect(e.defaultPrevented).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('Ctrl+Enter presses Save and close', () => {
    const save = target('save', 'page');
    const saveAndClose = target('saveAndClose', 'page');
    createShortcutDispatcher({ registry: services.keyboard, handlers: {} })(
      key({ key: 'Enter', ctrlKey: true }),
    );
    expect(saveAndClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('Ctrl+Enter presses Save when Save and close is missing and Save is enabled', () => {
    const save = target('save', 'page');
    createShortcutDispatcher({ registry: services.keyboard, handlers: {} })(
      key({ key: 'Enter', metaKey: true }),
    );
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('Ctrl+Enter does nothing when Save is disabled and Save and close missing', () => {
    const save = target('save', 'page', false);
    const e = key({ key: 'Enter', ctrlKey: true });
    expect(createShortcutDispatcher({ registry: services.keyboard, handlers: {} })(e)).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect(e.defaultPrevented).toBe(false);
  });

  it('Ctrl+Enter does not fall back to Save when Save and close exists but is disabled', () => {
    const save = target('save', 'page');
    target('saveAndClose', 'page', false);
    createShortcutDispatcher({ registry: services.keyboard, handlers: {} })(
      key({ key: 'Enter', ctrlKey: true }),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('F1 opens the properties dialog, F8 toggles the test script', () => {
    const openProperties = vi.fn();
    const onTestScript = vi.fn();
    const dispatch = createShortcutDispatcher({
      registry: services.keyboard,
      handlers: { openProperties },
      onTestScript,
    });
    const f1 = key({ key: 'F1' });
    dispatch(f1);
    dispatch(key({ key: 'F8' }));
    expect(openProperties).toHaveBeenCalledTimes(1);
    expect(f1.defaultPrevented).toBe(true);
    expect(onTestScript).toHaveBeenCalledTimes(1);
  });

  it('ignores events already handled by a component', () => {
    const closeTopDialog = vi.fn(() => true);
    const e = key({ key: 'Escape' });
    e.preventDefault();
    expect(createShortcutDispatcher({ registry: services.keyboard, handlers: { closeTopDialog } })(e)).toBe(
      false,
    );
    expect(closeTopDialog).not.toHaveBeenCalled();
  });

  it('uses the handlers registered in the store’s registry by other packages', () => {
    const closeTopDialog = vi.fn(() => true);
    cleanups.push(services.keyboard.setHandlers({ closeTopDialog }));
    createShortcutDispatcher({ registry: services.keyboard })(key({ key: 'Escape' }));
    expect(closeTopDialog).toHaveBeenCalledTimes(1);
  });
});

describe('test-script recorder', () => {
  it('records clicks on labelled controls, field changes and navigations as readable lines', () => {
    document.body.innerHTML = `
      <label for="u">Username</label><input id="u" />
      <label for="p">Password</label><input id="p" type="password" />
      <label><input id="c" type="checkbox" /> Remember me</label>
      <select aria-label="Language"><option value="en">English</option><option value="sl">Slovenščina</option></select>
      <button>Log in</button>
      <button aria-label="Close menu"><svg></svg></button>
      <div><span>not a control</span></div>`;
    const start = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const recorder = new TestScriptRecorder();
    recorder.start();
    const u = document.getElementById('u') as HTMLInputElement;
    u.value = 'ana';
    fireEvent.change(u);
    const p = document.getElementById('p') as HTMLInputElement;
    p.value = 'secret';
    fireEvent.change(p);
    fireEvent.click(document.getElementById('c')!);
    const select = document.querySelector('select')!;
    select.value = 'sl';
    fireEvent.change(select);
    fireEvent.click(screen.getByText('Log in'));
    fireEvent.click(screen.getByLabelText('Close menu'));
    fireEvent.click(screen.getByText('not a control'));
    window.history.pushState({}, '', '/platform/dashboard');
    recorder.add('Press Ctrl+S');
    const lines = recorder.stop();
    expect(lines).toEqual([
      `1. Open ${start}`,
      '2. Set "Username" to "ana"',
      '3. Set "Password" to "******"',
      '4. Check "Remember me"',
      '5. Set "Language" to "Slovenščina"',
      '6. Click button "Log in"',
      '7. Click button "Close menu"',
      '8. Navigate to /platform/dashboard',
      '9. Press Ctrl+S',
    ]);
    // stopped: nothing more is recorded, history is restored
    fireEvent.click(screen.getByText('Log in'));
    expect(recorder.getLines()).toHaveLength(9);
    window.history.pushState({}, '', '/');
  });
});

describe('<GlobalShortcuts>', () => {
  it('F8 starts recording (announced), F8 again shows the transcript with copy and close', async () => {
    const store = createAppStore({ services, setupListeners: false, connectMessageSink: false });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <Provider store={store}>
        <GlobalShortcuts handlers={{}} />
        <button>Add row</button>
      </Provider>,
    );
    act(() => {
      window.dispatchEvent(key({ key: 'F8' }));
    });
    expect(screen.getByText(/Recording a test script/)).toBeTruthy();
    fireEvent.click(screen.getByText('Add row'));
    act(() => {
      window.dispatchEvent(key({ key: 'F8' }));
    });
    // The panel's code loads on the first transcript.
    const dialog = await screen.findByRole('dialog', { name: 'Test script' });
    const area = screen.getByRole('textbox', { name: 'Test script' }) as HTMLTextAreaElement;
    expect(area.value).toContain('2. Click button "Add row"');
    expect(document.activeElement).toBe(area);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith(area.value);
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('real key presses (user-event)', () => {
  it('Ctrl+S typed in a field presses the registered Save button; Escape closes the dialog', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const store = createAppStore({ services, setupListeners: false, connectMessageSink: false });
    const save = target('save', 'page');
    const closeTopDialog = vi.fn(() => true);
    render(
      <Provider store={store}>
        <GlobalShortcuts handlers={{ closeTopDialog }} />
        <label>
          Name <input />
        </label>
      </Provider>,
    );
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('abc{Control>}s{/Control}');
    expect(save).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(closeTopDialog).toHaveBeenCalledTimes(1);
  });
});

describe('defaults wired to the store’s dialog stack', () => {
  it('Escape closes the top dialog of the store’s stack; Ctrl+S presses that dialog’s Save and close; F1 opens ShowPropertiesDialog', async () => {
    const { dialogRoutes } = await import('@insulcalc/dialogs');
    const dialogStore = services.dialogs;
    const callback = vi.fn();
    const key = dialogStore.open({ path: 'ModalDialog', callback });
    const pageSave = target('save', 'page');
    const dialogSaveAndClose = target('saveAndClose', 'dialog', true, key);
    const dispatch = createShortcutDispatcher({ registry: services.keyboard });
    dispatch(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }));
    expect(dialogSaveAndClose).toHaveBeenCalledTimes(1);
    expect(pageSave).not.toHaveBeenCalled();
    expect(dispatch(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(dialogStore.getDialogs()).toHaveLength(0);
    expect(dispatch(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))).toBe(false);

    // F1: nothing registered → not handled; registered → opened
    expect(dispatch(new KeyboardEvent('keydown', { key: 'F1', cancelable: true }))).toBe(false);
    const off = dialogRoutes.register({ path: 'ShowPropertiesDialog', Component: () => null });
    expect(dispatch(new KeyboardEvent('keydown', { key: 'F1', cancelable: true }))).toBe(true);
    expect(dialogStore.top()?.name).toBe('ShowPropertiesDialog');
    dialogStore.clear();
    off();
  });
});
