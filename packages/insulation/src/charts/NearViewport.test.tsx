import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NearViewport } from './NearViewport';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `intersect()` reports every observed element. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], options };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.elements.push(el);
    }
    disconnect() {
      this.entry.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    intersect(isIntersecting: boolean) {
      for (const o of observers)
        o.callback(
          o.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
    },
  };
}

describe('NearViewport', () => {
  it('shows the placeholder until its place comes near the viewport', () => {
    const io = stubObserver();
    render(
      <NearViewport placeholder={<p>Loading the charts…</p>} minHeight="20rem">
        <p>The charts</p>
      </NearViewport>,
    );
    expect(screen.getByText('Loading the charts…')).toBeTruthy();
    expect(screen.queryByText('The charts')).toBeNull();
    expect(io.observers[0]?.options?.rootMargin).toBe('300px');
    expect((screen.getByText('Loading the charts…').parentElement as HTMLElement).style.minHeight).toBe(
      '20rem',
    );
    act(() => io.intersect(false));
    expect(screen.queryByText('The charts')).toBeNull();
    act(() => io.intersect(true));
    expect(screen.getByText('The charts')).toBeTruthy();
    expect(screen.queryByText('Loading the charts…')).toBeNull();
  });

  it('renders the children before printing', () => {
    stubObserver();
    render(
      <NearViewport placeholder={<p>Loading the charts…</p>}>
        <p>The charts</p>
      </NearViewport>,
    );
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('The charts')).toBeTruthy();
  });

  it('renders the children at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport placeholder={<p>Loading the charts…</p>}>
        <p>The charts</p>
      </NearViewport>,
    );
    expect(screen.getByText('The charts')).toBeTruthy();
  });
});
