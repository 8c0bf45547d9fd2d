// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, bootPrerendered } from './prerendered';

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
  it('preloads the SPA modules and starts loading only after a frame and a task (the first paint)', () => {
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
    expect(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual(['/assets/react-b.js', '/assets/shell-c.js']);
    expect(load.mock.calls).toEqual([['/assets/react-b.js']]);
  });

  it('evaluates one chunk per task, in the listed order, and the entry last', async () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/prerendered-x.js" data-app-entry="/assets/index-a.js" data-app-preload="/assets/react-b.js /assets/shell-c.js"></script>';
    const { frames, tasks, view } = fakeWindow();
    // A chunk that fails does not stop the others or the entry.
    const load = vi.fn((url: string) =>
      url.includes('shell') ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    bootPrerendered(document, view, load);
    frames.shift()!();
    tasks.shift()!();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const loaded = () => load.mock.calls.map(([url]) => url);
    await settle();
    // The next chunk waits for a task of its own.
    expect(loaded()).toEqual(['/assets/react-b.js']);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    await settle();
    expect(loaded()).toEqual(['/assets/react-b.js', '/assets/shell-c.js']);
    tasks.shift()!();
    await settle();
    expect(loaded()).toEqual(['/assets/react-b.js', '/assets/shell-c.js', '/assets/index-a.js']);
  });

  it(`inserts the preload links ${PRELOADS_PER_TASK} per task, then evaluates the chunks`, async () => {
    const urls = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c${i}.js`);
    document.head.innerHTML = `<script type="module" src="/assets/prerendered-x.js" data-app-entry="/assets/index-a.js" data-app-preload="${urls.join(' ')}"></script>`;
    const { frames, tasks, view } = fakeWindow();
    const load = vi.fn(() => Promise.resolve());
    bootPrerendered(document, view, load);
    frames.shift()!();
    tasks.shift()!();
    const links = () => document.querySelectorAll('link[rel="modulepreload"]').length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(links()).toBe(PRELOADS_PER_TASK);
    tasks.shift()!();
    await settle();
    expect(links()).toBe(PRELOADS_PER_TASK * 2);
    expect(load).not.toHaveBeenCalled();
    tasks.shift()!();
    await settle();
    expect(links()).toBe(urls.length);
    expect(load.mock.calls).toEqual([[urls[0]]]);
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
