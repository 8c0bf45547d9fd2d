import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

// Each test takes a fresh copy of the module: the react-aria implementation, once loaded, is kept
// for every later menu button, and these tests are about what happens before that.
async function freshMenuButton() {
  vi.resetModules();
  return (await import('./MenuButton')).MenuButton;
}

const entries = (onSelect: (key: string) => void) => [
  { key: 'en', label: 'English', checked: true, onSelect: () => onSelect('en') },
  { key: 'de', label: 'Deutsch', checked: false, onSelect: () => onSelect('de') },
];

describe('MenuButton', () => {
  it('is a native toggle until used: named, a menu popup, collapsed, with no react-aria code', async () => {
    const MenuButton = await freshMenuButton();
    const { container } = render(<MenuButton label="Language" toggle="EN" entries={entries(() => {})} />);
    const toggle = screen.getByRole('button', { name: 'Language' });
    expect(toggle.getAttribute('aria-haspopup')).toBe('menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[data-rac]')).toBeNull();
    expect(container.querySelector('.ic-dropdown.ic-dropdown-end')).not.toBeNull();
  });

  it('a press on the stand-in opens the menu once the code is in; an item acts; Escape gives the toggle the focus', async () => {
    const MenuButton = await freshMenuButton();
    const chosen: string[] = [];
    render(<MenuButton label="Language" toggle="EN" entries={entries((key) => chosen.push(key))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const menu = await screen.findByRole('menu', { name: 'Language' });
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Deutsch']);
    expect(items[0]!.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' })),
    );
    expect(chosen).toEqual([]);
  });

  it('focus on the stand-in loads the menu and the real toggle keeps the focus, closed', async () => {
    const MenuButton = await freshMenuButton();
    const { container } = render(<MenuButton label="Language" toggle="EN" entries={entries(() => {})} />);
    const standIn = screen.getByRole('button', { name: 'Language' });
    act(() => standIn.focus());
    await waitFor(() => expect(container.querySelector('button[data-rac]')).not.toBeNull());
    const real = screen.getByRole('button', { name: 'Language' });
    expect(real).not.toBe(standIn);
    await waitFor(() => expect(document.activeElement).toBe(real));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a press on the stand-in after the code arrived but before the real toggle replaced it opens the menu', async () => {
    vi.resetModules();
    const module = await import('./MenuButton');
    render(<module.MenuButton label="Language" toggle="EN" entries={entries(() => {})} />);
    const standIn = screen.getByRole('button', { name: 'Language' });
    // The pointer comes near: the code starts loading and arrives; React has not rendered yet.
    fireEvent.pointerEnter(standIn);
    await module.preloadMenuButton();
    expect(standIn.isConnected).toBe(true);
    fireEvent.click(standIn);
    expect(await screen.findByRole('menu', { name: 'Language' })).toBeTruthy();
  });

  it('a mouse press that starts on the stand-in opens the menu, as the real toggle does on press start', async () => {
    const MenuButton = await freshMenuButton();
    render(<MenuButton label="Language" toggle="EN" entries={entries(() => {})} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Language' }), {
      pointerType: 'mouse',
      button: 0,
    });
    expect(await screen.findByRole('menu', { name: 'Language' })).toBeTruthy();
  });

  it('ArrowDown on the stand-in opens the menu', async () => {
    const MenuButton = await freshMenuButton();
    render(<MenuButton label="Language" toggle="EN" entries={entries(() => {})} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Language' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menu', { name: 'Language' })).toBeTruthy();
  });

  it('once loaded, later menu buttons render react-aria at once', async () => {
    vi.resetModules();
    const module = await import('./MenuButton');
    await module.preloadMenuButton();
    const { container } = render(
      <module.MenuButton label="Language" toggle="EN" entries={entries(() => {})} />,
    );
    expect(container.querySelector('button[data-rac]')).not.toBeNull();
  });
});
