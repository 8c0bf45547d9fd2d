import { formatMessageText, translate } from '@insulcalc/i18n';

/**
 * Translation maps as the shell reads them (see {@link ShellTranslator} for a store's own).
 */
export type ShellTranslationMap = Readonly<Record<string, string | null>>;
export type ShellTranslateValues = Record<string, string | number>;

/** English texts of the catalogue keys the shell raises itself, used before translations load. */
export const BUILT_IN_TEXTS: Readonly<Record<string, string>> = {
  Common_UnknownError: 'An unexpected error occurred. Please try again.',
  ServerCommunicationError: 'Communication with the server failed.',
  AccessDenied_Text: 'You do not have permission to view this page. Sign in with an account that has access.',
  Error_NetworkResponseNotOkMessage: 'The server could not process the request.',
  Common_ApplicationLoadFailed: 'The application could not be loaded. Refresh the page or try again later.',
  Shell_UserMessages: 'Messages',
  Shell_Notifications: 'Notifications',
  Shell_DismissMessage: 'Dismiss message',
  Shell_MessageLevel_Error: 'Error',
  Shell_MessageLevel_Warning: 'Warning',
  Shell_MessageLevel_Information: 'Information',
  Shell_TestScript_Title: 'Test script',
  Shell_TestScript_Recording: 'Recording a test script. Press F8 again to stop and show it.',
  Shell_TestScript_Empty: 'Nothing was recorded.',
  Shell_TestScript_Copy: 'Copy',
  Shell_TestScript_Copied: 'Copied to the clipboard.',
  Common_Close: 'Close',
  Shell_Download_Failed: 'The file could not be downloaded.',
  Shell_Logout_Failed: 'Logging out failed.',
};

function format(text: string, values: ShellTranslateValues | undefined, language: string | null): string {
  return values ? formatMessageText(text, values, language) : text;
}

/**
 * Translates a key with explicitly given messages: a string → the ICU-formatted text, null →
 * null, missing → `[?:key]` (spec §8); with no messages at all (before loading) the built-in
 * English text of the shell's own keys.
 */
export function translateKey(
  messages: ShellTranslationMap | null | undefined,
  key: string,
  values?: ShellTranslateValues,
  language: string | null = null,
): string | null {
  if (messages && Object.prototype.hasOwnProperty.call(messages, key)) {
    const value = messages[key];
    if (value === null) return null;
    if (typeof value === 'string') {
      try {
        return translate(messages, key, values, language);
      } catch {
        return format(value, values, language);
      }
    }
  }
  // Before any translations are loaded the shell's own keys read in English; once loaded, a
  // missing key shows as [?:key] (spec §8).
  const builtIn = messages ? undefined : BUILT_IN_TEXTS[key];
  if (builtIn !== undefined) return format(builtIn, values, language);
  return `[?:${key}]`;
}

/** Fetches one namespace's texts in the translator's language (the bootstrap's, per store). */
export interface NamespaceSource {
  language: string;
  /** Per namespace, the namespaces it needs besides its own (app info's `translationNamespaces`). */
  requirements: Readonly<Record<string, readonly string[]>>;
  fetch: (namespace: string) => Promise<ShellTranslationMap>;
}

/** A namespace and every namespace it needs, in the order they should be merged (needs first). */
export function namespaceClosure(
  requirements: Readonly<Record<string, readonly string[]>>,
  namespaces: readonly string[],
): string[] {
  const out = new Set<string>();
  for (const ns of namespaces) {
    for (const needed of requirements[ns] ?? []) out.add(needed);
    out.add(ns);
  }
  return [...out];
}

/**
 * The translations one app store has loaded, for code outside React (the base query turns
 * catalogue keys of spec §8 into texts when it raises an error) and for the app's i18n provider.
 * One per store (part of its services): two stores in one process (server rendering, tests) each
 * translate in their own language. The bootstrap sets them after loading; before that the
 * built-in English texts are used.
 *
 * Texts come in namespaces (a package's, the server's, `data`): the bootstrap loads those of the
 * app's first screen, and a lazily loaded package loads its own before it renders
 * ({@link ShellTranslator.load}, `useTranslationNamespaces`). Listeners hear every change.
 */
export class ShellTranslator {
  private messages: ShellTranslationMap | null = null;
  private language: string | null = null;
  private readonly namespaces = new Map<string, ShellTranslationMap>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly batches = new Map<string, Promise<void>>();
  private source: NamespaceSource | null = null;
  private readonly listeners = new Set<() => void>();

  /** Sets the whole map (no namespaces: every text is there, nothing is loaded later). */
  set(messages: ShellTranslationMap | null, language?: string | null): void {
    this.namespaces.clear();
    this.pending.clear();
    this.batches.clear();
    this.source = null;
    this.messages = messages;
    this.language = language ?? null;
    this.notify();
  }

  /**
   * Sets loaded namespaces (the bootstrap's) and where further ones come from; the merged
   * messages are their texts, in the given order.
   */
  setNamespaces(
    loaded: ReadonlyMap<string, ShellTranslationMap>,
    language: string,
    source: NamespaceSource,
  ): void {
    this.namespaces.clear();
    this.pending.clear();
    this.batches.clear();
    for (const [name, texts] of loaded) this.namespaces.set(name, texts);
    this.source = source;
    this.language = language;
    this.merge();
  }

  /** The namespaces loaded so far (in load order). */
  loadedNamespaces(): string[] {
    return [...this.namespaces.keys()];
  }

  /**
   * Whether the texts of these namespaces (and those they need) are here: always true with a
   * whole map or before the bootstrap set any source.
   */
  has(namespaces: readonly string[]): boolean {
    const source = this.source;
    if (!source) return true;
    return namespaceClosure(source.requirements, namespaces).every((ns) => this.namespaces.has(ns));
  }

  /**
   * Loads namespaces (and those they need) not loaded yet, all at once; resolves when their texts
   * are merged. The same promise is given while a namespace is on its way. A namespace that fails
   * to load rejects, and is asked again on the next call.
   */
  load(namespaces: readonly string[]): Promise<void> {
    const source = this.source;
    if (!source) return Promise.resolve();
    const missing = namespaceClosure(source.requirements, namespaces).filter(
      (ns) => !this.namespaces.has(ns),
    );
    if (missing.length === 0) return Promise.resolve();
    const waits = missing.map((ns) => {
      let p = this.pending.get(ns);
      if (!p) {
        p = source.fetch(ns).then(
          (texts) => {
            if (this.source !== source) return; // the language changed meanwhile
            this.namespaces.set(ns, texts);
            this.pending.delete(ns);
            this.merge();
          },
          (err: unknown) => {
            if (this.source === source) this.pending.delete(ns);
            throw err;
          },
        );
        this.pending.set(ns, p);
      }
      return p;
    });
    // One promise per set while it loads: a suspended component asks again with the same one.
    const key = missing.join(',');
    let all = this.batches.get(key);
    if (!all) {
      const settle = () => {
        if (this.batches.get(key) === all) this.batches.delete(key);
      };
      all = Promise.all(waits).then(settle, (err: unknown) => {
        settle();
        throw err;
      });
      this.batches.set(key, all);
    }
    return all;
  }

  get(): { messages: ShellTranslationMap | null; language: string | null } {
    return { messages: this.messages, language: this.language };
  }

  /** Calls `listener` whenever the messages change; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Translates with these translations; a key mapped to null gives ''. */
  translate(key: string, values?: ShellTranslateValues): string {
    return translateKey(this.messages, key, values, this.language) ?? '';
  }

  private merge(): void {
    this.messages = Object.assign({}, ...this.namespaces.values()) as ShellTranslationMap;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * Server user messages may carry translation keys instead of texts (the server's validation
 * messages do, e.g. `validation_required`). Returns the translation when `text` is a known key,
 * otherwise `text` itself.
 */
export function translateIfKey(messages: ShellTranslationMap | null | undefined, text: string): string {
  if (messages && /^[A-Za-z][\w.]*$/.test(text) && Object.prototype.hasOwnProperty.call(messages, text)) {
    return messages[text] ?? '';
  }
  return text;
}
