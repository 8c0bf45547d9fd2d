import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '../test-utils';
import { createDialogStore } from '../stack/dialogStore';
import { createDialogRouteRegistry } from '../stack/registry';
import { DialogHost } from '../stack/DialogHost';
import { registerBuiltinDialogs } from './register';
import { openConfirmExternalNavigation } from './open';
import { confirmDialog, openModalDialog } from './open';

afterEach(cleanup);

function setup() {
  const store = createDialogStore();
  const registry = createDialogRouteRegistry();
  registerBuiltinDialogs(registry);
  render(
    <TestI18n>
      <DialogHost store={store} registry={registry} />
    </TestI18n>,
  );
  return store;
}

describe('ConfirmExternalNavigationDialog', () => {
  it('Continue follows the URL (new tab when asked) and closes with true', async () => {
    const store = setup();
    const navigator = { assign: vi.fn(), open: vi.fn() };
    const callback = vi.fn();
    act(() => {
      store.open({
        path: 'ConfirmExternalNavigationDialog',
        params: { url: 'https://other.test/a', newTab: true, navigator },
        callback,
      });
    });
    // The dialog's code loads on first use; the dialog shows (visible) once it is there.
    const dialog = await screen.findByRole('dialog', { name: 'Leaving the application' });
    expect(dialog.textContent).toContain('https://other.test/a');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigator.open).toHaveBeenCalledWith('https://other.test/a');
    expect(navigator.assign).not.toHaveBeenCalled();
    expect(callback).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes with false and stays', () => {
    const store = setup();
    const confirmed = vi.fn();
    act(() => {
      openConfirmExternalNavigation(store, { url: 'https://other.test/b' }, confirmed);
    });
    expect(screen.getByRole('dialog').style.width).toBe('600px');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirmed).toHaveBeenCalledWith(false);
  });
});

describe('ModalDialog', () => {
  it('shows title and Message with Confirm and Cancel by default', async () => {
    const store = setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog(store, { title: 'Delete?', Message: 'The row goes away.' });
    });
    // The dialog may show before its lazily loaded body (at most 500 ms wait, spec §4).
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    await within(dialog).findByText('The row goes away.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it("a page's own question opens at the page-dialog layer, 2999, above the page's dialogs", async () => {
    const store = setup();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      openModalDialog(store, { title: 'Form', Message: 'A form in a dialog.' });
      answer = confirmDialog(store, { title: 'Leave?', Message: 'Unsaved changes.' }, { page: true });
    });
    const question = await screen.findByRole('dialog', { name: 'Leave?' });
    expect((question.parentElement as HTMLElement).style.zIndex).toBe('2999');
    const form = await screen.findByRole('dialog', { name: 'Form', hidden: true });
    expect((form.parentElement as HTMLElement).style.zIndex).toBe('2000');
    fireEvent.click(await within(question).findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('uses the given toolbar, initialWidth, and closes with the pressed button result', async () => {
    const store = setup();
    const callback = vi.fn();
    act(() => {
      openModalDialog(
        store,
        {
          title: 'Pick',
          initialWidth: '50%',
          toolbar: [
            { baseName: 'A', title: 'Option A', onClick: () => 'a' },
            { baseName: 'B', title: 'Option B', onClick: () => undefined },
          ],
        },
        callback,
      );
    });
    window.innerWidth = 1000;
    expect(screen.getByRole('toolbar')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Option B' }));
    });
    expect(callback).toHaveBeenCalledWith('B');
  });

  it('read-only shows only Close', () => {
    const store = setup();
    act(() => {
      openModalDialog(store, { title: 'Info', Message: 'Read me', readonly: true });
    });
    const buttons = screen.getByRole('toolbar').querySelectorAll('button');
    expect([...buttons].map((b) => b.textContent)).toEqual(['Close']);
  });
});
