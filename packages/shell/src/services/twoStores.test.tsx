/**
 * Two app stores in one process (server rendering and tests make several): each has its own
 * services, so neither sees the other's messages, translations, keyboard shortcuts or dialogs.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toolbar, ToolbarShortcutContext, useDialogs, type DialogStore } from '@insulcalc/dialogs';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { useShellTranslate } from '../bootstrap/hooks';
import { ShellRoot } from '../bootstrap/ShellRoot';
import { setAntiforgeryToken } from '../http/index';
import { createShortcutDispatcher } from '../keyboard/dispatcher';
import { createAppStore, type AppStore } from '../store/createAppStore';
import { servicesOf, useHttp, useShellServices, type ShellServices } from './services';
import { patient } from '../../../../scripts/patience.mjs';

const TEXTS: Record<string, Record<string, string>> = {
  de: { Page_Title: 'Seite', Common_UnknownError: 'Ein unerwarteter Fehler ist aufgetreten.' },
  en: { Page_Title: 'Page', Common_UnknownError: 'An unexpected error occurred.' },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** One server per store: the profile says which language that store's user reads. */
function serverFor(language: 'de' | 'en') {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    calls.push(path);
    if (path === '/api/v1/account/profile')
      return json({ isAuthenticated: true, fullName: language, selectedLanguage: language });
    if (path === '/api/v1/appinfo') return json({ applicationVersion: '1', fallbackLanguage: 'en' });
    if (path.startsWith('/api/v1/translations/')) return json(TEXTS[path.split('/').pop()!] ?? {});
    if (path === '/api/v1/navigation') return json([]);
    if (path === '/api/v1/broken') throw new TypeError('Failed to fetch');
    return new Response('', { status: 404 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

// A failing endpoint for the catalogue-text check (the base query of both stores runs it).
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ twoStoresBroken: build.query<unknown, void>({ query: () => 'api/v1/broken' }) }),
});

const seen = new Map<string, { services: ShellServices; dialogs: DialogStore }>();

/** A page that shows what its store's services give it, with a Save button for Ctrl+S. */
function Page({ name, onSave }: { name: string; onSave: () => void }) {
  const services = useShellServices();
  const http = useHttp();
  const dialogs = useDialogs();
  const { t } = useShellTranslate();
  seen.set(name, { services, dialogs });
  return (
    <main aria-label={name}>
      <h1>{t('Page_Title')}</h1>
      <button type="button" onClick={() => http.emitUserMessages([message(`from ${name}`)])}>
        raise {name}
      </button>
      <ToolbarShortcutContext.Provider value={services.keyboard.register}>
        <Toolbar
          label={`${name} toolbar`}
          buttons={[{ baseName: 'Save', title: `Save ${name}`, onClick: onSave }]}
        />
      </ToolbarShortcutContext.Provider>
    </main>
  );
}

function message(text: string) {
  return {
    id: text,
    message: text,
    level: 'info' as const,
    isHtml: false,
    target: 'toast' as const,
    createdAt: 0,
  };
}

function mount(name: string, language: 'de' | 'en') {
  const server = serverFor(language);
  const store = createAppStore({ api: { fetch: server.fetch }, setupListeners: false });
  const onSave = vi.fn();
  render(
    <ShellRoot
      app="platform"
      store={store}
      telemetry={false}
      shortcuts={false}
      createRouter={() => createMemoryRouter([{ path: '*', element: <Page name={name} onSave={onSave} /> }])}
    />,
  );
  return { store, server, onSave };
}

const texts = (store: AppStore) => store.getState().messages.items.map((m) => m.message);

afterEach(() => {
  cleanup();
  seen.clear();
  setAntiforgeryToken(null);
});

describe('two app stores in one process', () => {
  it(
    'each loads, translates, shows messages, presses shortcuts and opens dialogs of its own',
    async () => {
      const a = mount('A', 'de');
      const b = mount('B', 'en');
      await screen.findByRole('heading', { name: 'Seite' });
      await screen.findByRole('heading', { name: 'Page' });

      // Each store's requests went through its own HTTP client (its own fetch).
      expect(a.server.calls).toContain('/api/v1/translations/de');
      expect(a.server.calls).not.toContain('/api/v1/translations/en');
      expect(b.server.calls).toContain('/api/v1/translations/en');
      expect(b.server.calls).not.toContain('/api/v1/translations/de');

      // Components get their own store's services; dialogs are that store's stack.
      expect(seen.get('A')!.services).toBe(a.store.services);
      expect(seen.get('B')!.services).toBe(b.store.services);
      expect(seen.get('A')!.dialogs).toBe(a.store.services.dialogs);
      expect(seen.get('B')!.dialogs).toBe(b.store.services.dialogs);
      expect(a.store.services.dialogs).not.toBe(b.store.services.dialogs);

      // Messages raised outside thunks reach only the store that raised them.
      act(() => screen.getByRole('button', { name: 'raise A' }).click());
      expect(texts(a.store)).toEqual(['from A']);
      expect(texts(b.store)).toEqual([]);

      // Translations: a failed request's catalogue text is in its own store's language.
      await act(async () => {
        await a.store.dispatch(testApi.endpoints.twoStoresBroken.initiate());
        await b.store.dispatch(testApi.endpoints.twoStoresBroken.initiate());
      });
      await waitFor(() =>
        expect(texts(a.store)).toEqual(['from A', 'Ein unerwarteter Fehler ist aufgetreten.']),
      );
      expect(texts(b.store)).toEqual(['An unexpected error occurred.']);
      expect(a.store.services.translator.get().language).toBe('de');
      expect(b.store.services.translator.get().language).toBe('en');

      // Keyboard: Ctrl+S through B's registry presses B's Save only.
      const ctrlS = () => new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
      act(() => {
        createShortcutDispatcher({ registry: b.store.services.keyboard })(ctrlS());
      });
      expect(b.onSave).toHaveBeenCalledTimes(1);
      expect(a.onSave).not.toHaveBeenCalled();
      expect(a.store.services.keyboard.getTargets()).toHaveLength(1);
      expect(b.store.services.keyboard.getTargets()).toHaveLength(1);

      // Dialogs: one opened in A's stack is not in B's; Escape through B's defaults closes nothing of A's.
      act(() => {
        a.store.services.dialogs.open({ path: 'ModalDialog', params: { title: 'Only A' } });
      });
      expect(a.store.services.dialogs.getDialogs()).toHaveLength(1);
      expect(b.store.services.dialogs.getDialogs()).toHaveLength(0);
      const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      let handled = true;
      act(() => {
        handled = createShortcutDispatcher({ registry: b.store.services.keyboard })(escape);
      });
      expect(handled).toBe(false);
      expect(a.store.services.dialogs.getDialogs()).toHaveLength(1);
      act(() => a.store.services.dialogs.clear());

      // The document-route marker (FullReload) is per store too.
      expect(a.store.services.documentRoute).not.toBe(b.store.services.documentRoute);
    },
    patient(30_000),
  );

  it("thunks receive their own store's services as RTK's extra argument", async () => {
    const a = createAppStore({ setupListeners: false, connectMessageSink: false });
    const b = createAppStore({ setupListeners: false, connectMessageSink: false });
    let received: ShellServices[] = [];
    const which = createAsyncThunk('test/which', (_: void, api) => {
      received = [...received, servicesOf(api.extra)];
    });
    await a.dispatch(which());
    await b.dispatch(which());
    expect(received[0]).toBe(a.services);
    expect(received[1]).toBe(b.services);
    expect(a.services.http).not.toBe(b.services.http);
  });
});
