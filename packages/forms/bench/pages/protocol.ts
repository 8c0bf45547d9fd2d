/**
 * What every harness page exposes to the bench driver (`window.__bench`). Each page renders the
 * same generated 500-field form with one library and measures inside the page, so the driver's
 * own latency (DevTools protocol round trips) never enters the figures.
 */
export interface BenchPage {
  /** Renders the form; ms from the render call to the frame after the last field is in the DOM. */
  mount(): Promise<number>;
  /** Types `count` characters into the first text field; ms from each input event to the next frame. */
  keystrokes(count: number): Promise<number[]>;
  /** Checks the first rule's boolean; ms until the field it shows is in the DOM and painted. */
  toggleRule(): Promise<number>;
  /** Validates the empty form; ms until its errors are painted (one commit in every library). */
  validateAll(): Promise<number>;
  /** How many field errors the page shows after validateAll (50 fields are required). */
  errorsShown(): number;
  /** React component renders counted per keystroke (the DevTools hook over the committed tree). */
  rendersPerKeystroke(count: number): Promise<number>;
}

declare global {
  interface Window {
    __bench?: BenchPage;
    __benchReady?: boolean;
    __loadToPaint?: number;
    __renderCounting?: { enabled: boolean; renders: number };
  }
}

/**
 * Marks the page ready; with `#load` in its address it also mounts the form at once and records
 * the time from navigation start to the last field painted (`__loadToPaint`): what the user
 * waits for, with the page's scripts fetched, parsed and run (a larger first load costs here).
 */
export function pageReady(): void {
  window.__benchReady = true;
  if (location.hash !== '#load') return;
  void window.__bench!.mount().then(() => {
    window.__loadToPaint = performance.now();
  });
}

/** The frame after the current one has been painted. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Waits (frame by frame) until `ready()` holds, then for the frame that paints it; returns ms since `start`. */
export async function until(ready: () => boolean, start: number, limitMs = 60_000): Promise<number> {
  while (!ready()) {
    if (performance.now() - start > limitMs) throw new Error('bench: condition not met in time');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await nextPaint();
  return performance.now() - start;
}

/** Sets an input's value as typing does (the native setter, then an input event React listens to). */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The shared keystroke loop: one character at a time, each measured to its paint. */
export async function measureKeystrokes(input: HTMLInputElement, count: number): Promise<number[]> {
  const times: number[] = [];
  input.focus();
  let text = input.value;
  for (let i = 0; i < count; i++) {
    text += String.fromCharCode(97 + (i % 26));
    const start = performance.now();
    typeInto(input, text);
    await nextPaint();
    times.push(performance.now() - start);
  }
  return times;
}

export async function countRenders(input: HTMLInputElement, count: number): Promise<number> {
  const counting = window.__renderCounting!;
  counting.renders = 0;
  counting.enabled = true;
  await measureKeystrokes(input, count);
  counting.enabled = false;
  return counting.renders / count;
}
