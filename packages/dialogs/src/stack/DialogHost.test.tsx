import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { TestI18n } from '../test-utils';
import { createDialogStore } from './dialogStore';
import { createDialogRouteRegistry } from './registry';
import { DialogHost, ClearDialogsOnNavigation } from './DialogHost';
import { registerBuiltinDialogs } from '../builtin/register';
import { DialogStoreContext, useDialog } from './context';
import { useEffect, type ReactNode } from 'react';
import type { DialogStore } from './dialogStore';
import { DialogBody } from './DialogParts';

afterEach(cleanup);

function Probe() {
  const location = useLocation();
  const dialog = useDialog();
  return (
    <DialogBody>
      <span data-testid="search">{location.search}</span>
      <input aria-label="first" />
      <button type="button" onClick={() => dialog.close('done')}>
        Finish
      </button>
    </DialogBody>
  );
}

function setup() {
  const store = createDialogStore();
  const registry = createDialogRouteRegistry();
  registerBuiltinDialogs(registry);
  registry.register({ path: 'Probe', Component: Probe });
  render(
    <TestI18n>
      <button type="button">opener</button>
      <DialogHost store={store} registry={registry} />
    </TestI18n>,
  );
  return { store, registry };
}

describe('<DialogHost>', () => {
  it('renders a labelled modal dialog with its own router and __dialogKey', () => {
    const { store } = setup();
    let key = '';
    act(() => {
      key = store.open({ path: 'Probe?x=1', title: 'Probe title' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Probe title' });
    expect(dialog).toHaveProperty('ariaModal', 'true');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('search').textContent).toBe(`?x=1&__dialogKey=${key}`);
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('2000');
    expect(dialog.style.width).toBe('1200px');
  });

  it('focuses the last dialog and makes the ones below inert', async () => {
    const { store } = setup();
    act(() => {
      store.open({ path: 'Probe', title: 'One' });
    });
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    act(() => {
      store.open({ path: 'ModalDialog', params: { title: 'Two', Message: 'Sure?' } });
    });
    // ModalDialog's code loads on first use: the dialog shows, and takes the focus, once it is there.
    const two = await screen.findByRole('dialog', { name: 'Two' });
    await waitFor(() => expect(two.contains(document.activeElement)).toBe(true));
    expect(screen.getByText('Sure?')).toBeTruthy();
    const backdrops = document.querySelectorAll('.ic-dialog-backdrop');
    expect(backdrops[0]!.hasAttribute('inert')).toBe(true);
    expect(backdrops[1]!.hasAttribute('inert')).toBe(false);
    expect((backdrops[1] as HTMLElement).style.zIndex).toBe('2010');
    expect(two.style.width).toBe('600px');
  });

  it('Escape closes only the topmost dialog, with an undefined result', () => {
    const { store } = setup();
    const first = vi.fn();
    const second = vi.fn();
    act(() => {
      store.open({ path: 'Probe', title: 'One', callback: first });
      store.open({ path: 'Probe', title: 'Two', callback: second });
    });
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(second).toHaveBeenCalledWith(undefined);
    expect(first).not.toHaveBeenCalled();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closing from inside runs the callback with the result and restores focus', () => {
    const { store } = setup();
    const opener = screen.getByText('opener');
    opener.focus();
    const callback = vi.fn();
    act(() => {
      store.open({ path: 'Probe', title: 'One', callback });
    });
    fireEvent.click(screen.getByText('Finish'));
    expect(callback).toHaveBeenCalledWith('done');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    const { store } = setup();
    act(() => {
      store.open({ path: 'Probe', title: 'One' });
    });
    const finish = screen.getByText('Finish');
    finish.focus();
    fireEvent.keyDown(finish, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(finish);
  });

  it('shows not found for an unregistered dialog route', () => {
    const { store } = setup();
    act(() => {
      store.open({ path: 'NoSuchDialog' });
    });
    expect(screen.getByRole('alert').textContent).toBe('Page not found');
  });

  it('a rendering error inside a dialog goes to the host as a user message; the dialog offers try again and close', async () => {
    const store = createDialogStore();
    const registry = createDialogRouteRegistry();
    const reported: unknown[] = [];
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('dialog exploded');
      return <p>Recovered</p>;
    };
    registry.register({ path: 'Flaky', Component: Flaky });
    render(
      <TestI18n>
        <DialogHost store={store} registry={registry} onRenderError={(error) => reported.push(error)} />
      </TestI18n>,
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      store.open({ path: 'Flaky', title: 'B' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This window could not be shown.');
    expect(alert.textContent).not.toContain('dialog exploded');
    expect(document.querySelector('.ic-danger-block')).toBeNull();
    expect(reported.map((e) => (e as Error).message)).toEqual(['dialog exploded']);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeTruthy();
    spy.mockRestore();

    broken = true;
    act(() => {
      store.open({ path: 'Flaky', title: 'C' });
    });
    await screen.findByRole('alert');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(store.getDialogs()).toHaveLength(1);
  });

  it('a percentage width is taken from the window width', () => {
    const { store } = setup();
    window.innerWidth = 1000;
    act(() => {
      store.open({ path: 'Probe', width: '50%' });
    });
    expect(screen.getByRole('dialog').style.width).toBe('500px');
  });
});

describe('ClearDialogsOnNavigation', () => {
  it('a push navigation clears the dialogs, a replace keeps them', () => {
    const store = createDialogStore();
    function Page() {
      return <ClearDialogsOnNavigation />;
    }
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/a'] });
    render(
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>,
    );
    act(() => {
      store.open({ path: 'A' });
    });
    act(() => {
      void router.navigate('/b', { replace: true });
    });
    expect(store.getDialogs()).toHaveLength(1);
    act(() => {
      void router.navigate('/c');
    });
    expect(store.getDialogs()).toHaveLength(0);
  });
});

function StoreProvider({ store, children }: { store: DialogStore; children: ReactNode }) {
  return <DialogStoreContext.Provider value={store}>{children}</DialogStoreContext.Provider>;
}

describe('dialog visibility wait', () => {
  it('stays hidden until the content has loaded, at most 500 ms', async () => {
    vi.useFakeTimers();
    try {
      const store = createDialogStore();
      const registry = createDialogRouteRegistry();
      let resolveLoad: () => void = () => undefined;
      function Slow() {
        const dialog = useDialog();
        useEffect(() => {
          dialog.waitForLoad(new Promise<void>((r) => (resolveLoad = r)));
        }, [dialog]);
        return (
          <DialogBody>
            <button type="button">Loaded</button>
          </DialogBody>
        );
      }
      registry.register({ path: 'Slow', Component: Slow });
      render(
        <TestI18n>
          <DialogHost store={store} registry={registry} />
        </TestI18n>,
      );
      act(() => {
        store.open({ path: 'Slow', title: 'Slow' });
      });
      const backdrop = () => document.querySelector<HTMLElement>('.ic-dialog-backdrop')!;
      expect(backdrop().style.visibility).toBe('hidden');
      await act(async () => {
        resolveLoad();
      });
      expect(backdrop().style.visibility).toBe('');
      act(() => {
        store.clear();
        store.open({ path: 'Slow', title: 'Slow again' });
      });
      expect(backdrop().style.visibility).toBe('hidden');
      await act(async () => {
        vi.advanceTimersByTime(500);
      });
      expect(backdrop().style.visibility).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second dialog may open before the first has loaded; each shows once its own content is there', async () => {
    const store = createDialogStore();
    const registry = createDialogRouteRegistry();
    const loads: Array<() => void> = [];
    function Pending() {
      const dialog = useDialog();
      useEffect(() => {
        dialog.waitForLoad(new Promise<void>((r) => loads.push(r)));
      }, [dialog]);
      return (
        <DialogBody>
          <button type="button">Ready</button>
        </DialogBody>
      );
    }
    registry.register({ path: 'Pending', Component: Pending });
    render(
      <TestI18n>
        <DialogHost store={store} registry={registry} />
      </TestI18n>,
    );
    act(() => {
      store.open({ path: 'Pending', title: 'First' });
      store.open({ path: 'Pending', title: 'Second' });
    });
    const backdrops = () => [...document.querySelectorAll<HTMLElement>('.ic-dialog-backdrop')];
    expect(backdrops().map((b) => b.style.visibility)).toEqual(['hidden', 'hidden']);
    expect(backdrops().map((b) => b.style.zIndex)).toEqual(['2000', '2010']);
    await act(async () => loads[1]!());
    expect(backdrops().map((b) => b.style.visibility)).toEqual(['hidden', '']);
    await act(async () => loads[0]!());
    expect(backdrops().map((b) => b.style.visibility)).toEqual(['', '']);
    expect(store.getDialogs().map((d) => d.title)).toEqual(['First', 'Second']);
  });
});
