// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps one pending take-over per page: a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('./prerendered');
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the SPA taking the place of a server-rendered page', () => {
  it('renders into #root itself when the page has no server-rendered markup', async () => {
    const { appContainer, isPrerenderedShown } = await load();
    document.body.innerHTML = '<div id="root"><div role="status">Loading…</div></div>';
    expect(appContainer(document)).toBe(document.getElementById('root'));
    expect(isPrerenderedShown()).toBe(false);
  });

  it('renders beside the server’s markup, hidden, and swaps in one frame when told', async () => {
    const { appContainer, takeOverPrerendered, isPrerenderedShown } = await load();
    document.body.innerHTML =
      '<div id="root" data-prerendered="configurator"><main><div inert><h1>Server</h1></div></main></div>';
    const server = document.getElementById('root')!;
    const container = appContainer(document);
    expect(container).not.toBe(server);
    expect(container.hidden).toBe(true);
    expect(server.nextElementSibling).toBe(container);
    expect(isPrerenderedShown()).toBe(true);

    container.innerHTML = '<main><h1>SPA</h1></main>';
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    takeOverPrerendered();
    // Not before the frame: until then the server's page is what is shown.
    expect(server.isConnected).toBe(true);
    expect(container.hidden).toBe(true);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(server.isConnected).toBe(false);
    expect(container.hidden).toBe(false);
    expect(container.id).toBe('root');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')!.textContent).toBe('SPA');
    // Once only.
    takeOverPrerendered();
    expect(frames).toHaveLength(1);
    expect(isPrerenderedShown()).toBe(false);
  });

  it('shows the SPA after the time-out when its page never says it is ready (an error page)', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const { appContainer, TAKE_OVER_TIMEOUT_MS } = await load();
    document.body.innerHTML = '<div id="root" data-prerendered="configurator"><p>Server</p></div>';
    const container = appContainer(document);
    container.innerHTML = '<p role="alert">Error</p>';
    vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS - 1);
    expect(container.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(container.hidden).toBe(false);
    expect(document.getElementById('root')).toBe(container);
    expect(document.body.textContent).toBe('Error');
  });
});
