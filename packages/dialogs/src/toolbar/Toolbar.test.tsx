import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadMenuButton } from '../menu/MenuButton';
import { TestI18n } from '../test-utils';
import { Toolbar, ToolbarLockContext } from './Toolbar';
import type { ToolbarButton } from './toolbarLogic';

// The more-options menu's react-aria code loads on first use (MenuButton); these tests open it.
beforeAll(async () => {
  await preloadMenuButton();
});

afterEach(cleanup);

describe('<Toolbar>', () => {
  it('shows a spinner while the handler runs and ignores repeat clicks', async () => {
    let finish: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((r) => (finish = r)));
    render(
      <TestI18n>
        <Toolbar buttons={[{ baseName: 'save', title: 'Save', onClick }]} />
      </TestI18n>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    act(() => {
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.ic-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('disables buttons by the row condition', () => {
    const buttons: ToolbarButton<{ ok: boolean }>[] = [
      { baseName: 'edit', title: 'Edit', onClick: () => undefined, rowCondition: (r) => r.ok },
    ];
    const { rerender } = render(
      <TestI18n>
        <Toolbar buttons={buttons} selectedRows={[]} />
      </TestI18n>,
    );
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <TestI18n>
        <Toolbar buttons={buttons} selectedRows={[{ ok: true }]} />
      </TestI18n>,
    );
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('collapses into a keyboard-operable more-options menu when short', () => {
    const onClick = vi.fn();
    render(
      <TestI18n>
        <Toolbar
          availableWidth={0}
          buttons={[
            { baseName: 'a', title: 'Alpha', onClick },
            { baseName: 'b', title: 'Beta', onClick },
            { baseName: 'c', title: 'Pinned', onClick, visibility: 'alwaysVisible' },
          ]}
        />
      </TestI18n>,
    );
    expect(screen.getByRole('button', { name: 'Pinned' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alpha' })).toBeNull();
    const more = screen.getByRole('button', { name: 'More options' });
    // Opened from the keyboard, focus goes to the first item (a pointer press focuses the menu).
    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Alpha', 'Beta']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.click(items[1]!);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is inert while the page is locked, and not rendered when hidden', () => {
    const { rerender } = render(
      <TestI18n>
        <ToolbarLockContext.Provider value={true}>
          <Toolbar buttons={[{ baseName: 'a', title: 'A', onClick: () => undefined }]} />
        </ToolbarLockContext.Provider>
      </TestI18n>,
    );
    expect(screen.getByRole('toolbar').hasAttribute('inert')).toBe(true);
    rerender(
      <TestI18n>
        <Toolbar hidden buttons={[{ baseName: 'a', title: 'A', onClick: () => undefined }]} />
      </TestI18n>,
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('reports handler errors', async () => {
    const onError = vi.fn();
    render(
      <TestI18n>
        <Toolbar
          onError={onError}
          buttons={[
            {
              baseName: 'a',
              title: 'A',
              onClick: () => {
                throw new Error('nope');
              },
            },
          ]}
        />
      </TestI18n>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'A' }));
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'nope' }));
  });
});

describe('<Toolbar> keyboard shortcut targets', () => {
  it('registers Save and SaveAndClose for the shortcuts, with their enabled state, and unregisters on unmount', async () => {
    const { ToolbarShortcutContext } = await import('./Toolbar');
    const targets: { kind: string; press: () => void; isEnabled: () => boolean; scope: string }[] = [];
    const register = (t: (typeof targets)[number]) => {
      targets.push(t);
      return () => targets.splice(targets.indexOf(t), 1);
    };
    const save = vi.fn();
    const { unmount } = render(
      <TestI18n>
        <ToolbarShortcutContext.Provider value={register}>
          <Toolbar
            buttons={[
              { baseName: 'Save', title: 'Save', onClick: save },
              { baseName: 'SaveAndClose', title: 'Save and close', disabled: true, onClick: () => undefined },
              { baseName: 'Print', title: 'Print', onClick: () => undefined },
            ]}
          />
        </ToolbarShortcutContext.Provider>
      </TestI18n>,
    );
    expect(targets.map((t) => [t.kind, t.scope, t.isEnabled()])).toEqual([
      ['save', 'page', true],
      ['saveAndClose', 'page', false],
    ]);
    await act(async () => targets[0]!.press());
    expect(save).toHaveBeenCalledTimes(1);
    unmount();
    expect(targets).toEqual([]);
  });
});
