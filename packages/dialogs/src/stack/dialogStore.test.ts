import { describe, expect, it, vi } from 'vitest';
import {
  createDialogStore,
  DEFAULT_PAGE_DIALOG_Z_INDEX,
  dialogNameOf,
  NON_EXISTENT_DIALOG_ERROR,
  withDialogKey,
} from './dialogStore';
import { resolveDialogWidth } from './width';

describe('dialog stack', () => {
  it('stacks each new dialog 10 above the highest z-index, with a base of 2000', () => {
    const store = createDialogStore();
    const a = store.open({ path: 'ModalDialog' });
    const b = store.open({ path: 'ModalDialog' });
    const c = store.open({ path: 'ModalDialog' });
    expect(store.getDialogs().map((d) => d.zIndex)).toEqual([2000, 2010, 2020]);
    store.close(b);
    const d = store.open({ path: 'ModalDialog' });
    expect(store.getDialogs().find((x) => x.key === d)?.zIndex).toBe(2030);
    expect([a, c, d]).toHaveLength(3);
  });

  it('goes above an external z-index but never below 2000', () => {
    expect(createDialogStore({ highestExternalZIndex: () => 2999 }).getDialogs()).toEqual([]);
    const above = createDialogStore({ highestExternalZIndex: () => 2999 });
    above.open({ path: 'X' });
    expect(above.top()?.zIndex).toBe(3009);
    const low = createDialogStore({ highestExternalZIndex: () => 5 });
    low.open({ path: 'X' });
    expect(low.top()?.zIndex).toBe(2000);
  });

  it("opens a page dialog at 2999 (spec §9), above the page's own stack, and stacks on from there", () => {
    const store = createDialogStore();
    store.open({ path: 'DynamicForm' });
    store.open({ path: 'ModalDialog', page: true });
    expect(store.top()?.zIndex).toBe(DEFAULT_PAGE_DIALOG_Z_INDEX);
    expect(DEFAULT_PAGE_DIALOG_Z_INDEX).toBe(2999);
    store.open({ path: 'ModalDialog' });
    expect(store.top()?.zIndex).toBe(3009);
    // A page dialog over a stack already higher still goes on top.
    store.open({ path: 'ModalDialog', page: true });
    expect(store.top()?.zIndex).toBe(3019);
    const high = createDialogStore({ highestExternalZIndex: () => 4000 });
    high.open({ path: 'ModalDialog', page: true });
    expect(high.top()?.zIndex).toBe(4010);
  });

  it('runs the callback with the result on close', () => {
    const store = createDialogStore();
    const callback = vi.fn();
    const key = store.open({ path: 'ModalDialog', callback });
    store.close(key, { ok: 1 });
    expect(callback).toHaveBeenCalledWith({ ok: 1 });
    expect(store.getDialogs()).toHaveLength(0);
  });

  it('throws when closing a dialog that does not exist', () => {
    const store = createDialogStore();
    expect(() => store.close('nope')).toThrow(NON_EXISTENT_DIALOG_ERROR);
    const key = store.open({ path: 'A' });
    store.close(key);
    expect(() => store.close(key)).toThrow('Tried closing non-existent dialog.');
  });

  it('closeTop closes the last one; clear closes all and notifies every callback', async () => {
    const store = createDialogStore();
    const first = vi.fn();
    store.open({ path: 'A', callback: first });
    const top = store.openAsync({ path: 'B' });
    expect(store.closeTop('r')).toBe(true);
    await expect(top).resolves.toBe('r');
    store.open({ path: 'C' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getDialogs()).toEqual([]);
    expect(first).toHaveBeenCalledWith(undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.closeTop()).toBe(false);
  });

  it('adds __dialogKey to the dialog route and names the dialog by its first segment', () => {
    expect(withDialogKey('ModalDialog', 'k1')).toBe('/ModalDialog?__dialogKey=k1');
    expect(withDialogKey('/Foo/12?x=1#h', 'k 2')).toBe('/Foo/12?x=1&__dialogKey=k%202#h');
    expect(dialogNameOf('Administration/TestDocumentTemplateDialog/5')).toBe('Administration');
    expect(dialogNameOf('/ModalDialog?x=1')).toBe('ModalDialog');
    const store = createDialogStore();
    const key = store.open({ path: 'DeleteDialog?entityId=3' });
    expect(store.top()).toMatchObject({
      key,
      name: 'DeleteDialog',
      initialEntry: `/DeleteDialog?entityId=3&__dialogKey=${key}`,
    });
  });
});

describe('dialog width', () => {
  it('accepts numbers and strings; percentages are taken from the window width', () => {
    expect(resolveDialogWidth(800, 1000)).toBe(800);
    expect(resolveDialogWidth('500', 1000)).toBe(500);
    expect(resolveDialogWidth('450px', 1000)).toBe(450);
    expect(resolveDialogWidth('80%', 1000)).toBe(800);
    expect(resolveDialogWidth('50.5%', 1000)).toBe(505);
  });
  it('defaults to 1200 px, or the given fallback', () => {
    expect(resolveDialogWidth(undefined, 1000)).toBe(1200);
    expect(resolveDialogWidth('wide', 1000)).toBe(1200);
    expect(resolveDialogWidth(null, 1000, 600)).toBe(600);
    expect(resolveDialogWidth(-3, 1000)).toBe(1200);
  });
});
