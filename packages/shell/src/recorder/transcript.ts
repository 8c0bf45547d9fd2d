/**
 * Records user interactions as readable test-script lines (spec §2: F8 records a test-script
 * transcript and shows it): clicks on labelled controls, field changes and navigations.
 */

const CLICKABLE =
  'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="checkbox"], [role="switch"], summary, input[type="button"], input[type="submit"], input[type="reset"]';

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function quote(text: string): string {
  return `"${text.replace(/"/g, '\\"')}"`;
}

/** The accessible-ish label of a control: aria-label, aria-labelledby, <label>, text, title, placeholder, name. */
export function labelOf(el: Element): string {
  const aria = clean(el.getAttribute('aria-label'));
  if (aria) return aria;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const doc = el.ownerDocument;
    const text = clean(
      labelledBy
        .split(/\s+/)
        .map((id) => doc.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    if (text) return text;
  }
  if (
    el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement
  ) {
    const fromLabel = clean(
      Array.from(el.labels ?? [])
        .map((l) => l.textContent ?? '')
        .join(' '),
    );
    if (fromLabel) return fromLabel;
    if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type) && el.value)
      return clean(el.value);
  } else {
    const text = clean(el.textContent);
    if (text) return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  }
  return (
    clean(el.getAttribute('title')) || clean(el.getAttribute('placeholder')) || clean(el.getAttribute('name'))
  );
}

function kindOf(el: Element): string {
  const role = el.getAttribute('role');
  if (role) return role;
  const tag = el.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (tag === 'input') return 'button';
  return tag === 'summary' ? 'section' : 'button';
}

function maskedValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (el instanceof HTMLInputElement && el.type === 'password') return '******';
  if (el instanceof HTMLSelectElement) {
    const selected = Array.from(el.selectedOptions).map((o) => clean(o.textContent) || o.value);
    return selected.join(', ');
  }
  return el.value;
}

export interface TranscriptRecorderOptions {
  /** Where to listen (default document). */
  root?: Document;
  now?: () => Date;
}

export class TestScriptRecorder {
  private lines: string[] = [];
  private stopFns: (() => void)[] = [];
  private recording = false;
  private readonly root: Document | null;
  private lastUrl = '';

  constructor(options: TranscriptRecorderOptions = {}) {
    this.root = options.root ?? (typeof document !== 'undefined' ? document : null);
  }

  isRecording(): boolean {
    return this.recording;
  }

  /** The lines so far (a copy). */
  getLines(): string[] {
    return [...this.lines];
  }

  /** Adds a line (used by the shortcut dispatcher for pressed shortcuts, and by apps). */
  add(line: string): void {
    if (this.recording) this.lines.push(line);
  }

  /** Records a navigation to `url` (deduplicated). */
  navigated(url: string): void {
    if (!this.recording || url === this.lastUrl) return;
    this.lastUrl = url;
    this.lines.push(`Navigate to ${url}`);
  }

  start(): void {
    if (this.recording || !this.root) return;
    this.recording = true;
    this.lines = [];
    const doc = this.root;
    const win = doc.defaultView;
    const here = () => (win ? `${win.location.pathname}${win.location.search}${win.location.hash}` : '');
    this.lastUrl = here();
    this.lines.push(`Open ${this.lastUrl}`);

    const onClick = (e: Event) => {
      const target = e.target instanceof Element ? e.target.closest(CLICKABLE) : null;
      if (!target || target.closest('[data-testscript-ignore]')) return;
      if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))
        return; // recorded as change
      const label = labelOf(target);
      if (!label) return;
      this.lines.push(`Click ${kindOf(target)} ${quote(label)}`);
    };
    const onChange = (e: Event) => {
      const el = e.target;
      if (!(
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      ))
        return;
      if (el.closest('[data-testscript-ignore]')) return;
      const label = labelOf(el) || el.id || 'field';
      if (el instanceof HTMLInputElement && el.type === 'checkbox') {
        this.lines.push(`${el.checked ? 'Check' : 'Uncheck'} ${quote(label)}`);
      } else if (el instanceof HTMLInputElement && el.type === 'radio') {
        this.lines.push(`Choose ${quote(label)}`);
      } else {
        this.lines.push(`Set ${quote(label)} to ${quote(maskedValue(el))}`);
      }
    };
    const onLocation = () => this.navigated(here());
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('change', onChange, true);
    this.stopFns.push(() => doc.removeEventListener('click', onClick, true));
    this.stopFns.push(() => doc.removeEventListener('change', onChange, true));
    if (win) {
      win.addEventListener('popstate', onLocation);
      win.addEventListener('hashchange', onLocation);
      this.stopFns.push(() => win.removeEventListener('popstate', onLocation));
      this.stopFns.push(() => win.removeEventListener('hashchange', onLocation));
      // pushState/replaceState fire no event: wrap them while recording.
      const history = win.history;
      const push = history.pushState;
      const replace = history.replaceState;
      history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
        push.apply(this, args);
        onLocation();
      };
      history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
        replace.apply(this, args);
        onLocation();
      };
      this.stopFns.push(() => {
        history.pushState = push;
        history.replaceState = replace;
      });
    }
  }

  /** Stops recording and returns the numbered transcript lines. */
  stop(): string[] {
    for (const fn of this.stopFns.splice(0)) fn();
    this.recording = false;
    return this.lines.map((line, i) => `${i + 1}. ${line}`);
  }
}
