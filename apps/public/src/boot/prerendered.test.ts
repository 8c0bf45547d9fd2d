// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootPrerendered } from './prerendered';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function fakeWindow() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  return {
    frames,
    tasks,
    view: {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
      setTimeout: (callback: () => void) => tasks.push(callback),
    } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
  };
}

describe('the boot script of a server-rendered page', () => {
  it('loads the SPA entry and preloads its modules only after a frame and a task (the first paint)', () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/prerendered-x.js" data-app-entry="/assets/index-a.js" data-app-preload="/assets/react-b.js /assets/shell-c.js"></script>';
    const { frames, tasks, view } = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    expect(bootPrerendered(document, view, load)).toBe(true);
    expect(load).not.toHaveBeenCalled();
    frames.shift()!();
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    tasks.shift()!();
    expect(load).toHaveBeenCalledWith('/assets/index-a.js');
    expect(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/assets/react-b.js', '/assets/shell-c.js']);
  });

  it('does nothing on a page that names no entry', () => {
    document.head.innerHTML = '<script type="module" src="/assets/prerendered-x.js"></script>';
    const { frames, view } = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    expect(bootPrerendered(document, view, load)).toBe(false);
    expect(frames).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });
});
