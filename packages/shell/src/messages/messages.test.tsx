import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '@insulcalc/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import {
  normalizeLevel,
  normalizeUserMessage,
  normalizeUserMessages,
  parseUserMessagesHeader,
} from './normalize';
import { sanitizeMessageHtml } from './sanitize';
import {
  addUserMessages,
  clearUserMessages,
  dismissUserMessage,
  messagesReducer,
  selectPageMessages,
  selectToastMessages,
} from './slice';
import { setProfile } from '../state/profile';
import { createDefaultProfile } from '../state/profileDefaults';
import { Toasts, toastDurationsFromProfile } from './Toasts';
import { UserMessages } from './UserMessages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('normalisation (spec §3 User message)', () => {
  it('maps server level names and numeric types', () => {
    expect(normalizeLevel('Error')).toBe('error');
    expect(normalizeLevel('Warning')).toBe('warn');
    expect(normalizeLevel('Information')).toBe('info');
    expect(normalizeLevel('warn')).toBe('warn');
    expect(normalizeLevel('INFO')).toBe('info');
    expect(normalizeLevel(1)).toBe('warn');
    expect(normalizeLevel('2')).toBe('error');
    expect(normalizeLevel('strange')).toBe('error');
  });

  it('accepts the field-name variants Message / messageType / severity / MessageType', () => {
    const variants = [
      { Message: 'A', messageType: 'Warning' },
      { message: 'B', severity: 'Information' },
      { Message: 'C', MessageType: 'Error' },
      { message: 'D', level: 'info', isHtml: true, controlName: 'Name' },
    ];
    const out = normalizeUserMessages(variants);
    expect(out.map((m) => [m.message, m.level, m.isHtml, m.controlName])).toEqual([
      ['A', 'warn', false, undefined],
      ['B', 'info', false, undefined],
      ['C', 'error', false, undefined],
      ['D', 'info', true, 'Name'],
    ]);
    expect(new Set(out.map((m) => m.id)).size).toBe(4);
  });

  it('skips empty entries and reads objects with userMessages', () => {
    expect(normalizeUserMessage({ level: 'info' })).toBeNull();
    expect(normalizeUserMessages({ userMessages: [{ message: 'x', level: 'info' }, null, ''] })).toHaveLength(
      1,
    );
    expect(normalizeUserMessages('plain')[0]).toMatchObject({ message: 'plain', level: 'error' });
  });

  it('parses the URL-encoded X-User-Messages header', () => {
    const raw = encodeURIComponent(JSON.stringify([{ Message: 'Saved ✓ 100%', MessageType: 'Information' }]));
    expect(parseUserMessagesHeader(raw).map((m) => [m.message, m.level])).toEqual([['Saved ✓ 100%', 'info']]);
    expect(parseUserMessagesHeader(null)).toEqual([]);
    expect(() => parseUserMessagesHeader('%7Bbad')).toThrow();
  });
});

describe('messages slice', () => {
  it('does not duplicate identical message + level, but keeps other levels', () => {
    let state = messagesReducer(
      undefined,
      addUserMessages([
        { message: 'Saved', level: 'info' },
        { Message: 'Saved', severity: 'Information' },
      ]),
    );
    state = messagesReducer(
      state,
      addUserMessages([
        { message: 'Saved', level: 'info' },
        { message: 'Saved', level: 'warn' },
      ]),
    );
    expect(state.items.map((m) => [m.message, m.level])).toEqual([
      ['Saved', 'info'],
      ['Saved', 'warn'],
    ]);
  });

  it('keeps the same text for different controls apart', () => {
    const state = messagesReducer(
      undefined,
      addUserMessages([
        { message: 'This field is required.', level: 'error', controlName: 'username' },
        { message: 'This field is required.', level: 'error', controlName: 'password' },
        { message: 'This field is required.', level: 'error', controlName: 'password' },
      ]),
    );
    expect(state.items.map((m) => m.controlName)).toEqual(['username', 'password']);
  });

  it('separates page and toast targets; dismiss and clear', () => {
    let state = messagesReducer(
      undefined,
      addUserMessages({ messages: [{ message: 'p', level: 'error', controlName: 'A' }], target: 'page' }),
    );
    state = messagesReducer(state, addUserMessages([{ message: 't', level: 'info' }]));
    const root = { messages: state };
    expect(selectPageMessages(root).map((m) => m.message)).toEqual(['p']);
    expect(selectToastMessages(root).map((m) => m.message)).toEqual(['t']);
    state = messagesReducer(state, clearUserMessages({ controlName: 'A' }));
    expect(state.items.map((m) => m.message)).toEqual(['t']);
    state = messagesReducer(state, dismissUserMessage(state.items[0]!.id));
    expect(state.items).toEqual([]);
  });
});

describe('HTML messages', () => {
  it('are sanitised with DOMPurify', () => {
    const html = sanitizeMessageHtml(
      '<b>ok</b><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><input value="1"><a href="https://e.test" target="_blank">e</a>',
    );
    expect(html).toContain('<b>ok</b>');
    expect(html).not.toMatch(/onerror|<script|javascript:|<input/);
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('are rendered as markup once DOMPurify has loaded; plain messages as text at once', async () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(
      addUserMessages({
        messages: [
          { message: '<em>emph</em><script>x()</script>', level: 'info', isHtml: true },
          { message: '<em>literal</em>', level: 'warn' },
        ],
        target: 'page',
      }),
    );
    const { container } = render(
      <Provider store={store}>
        <UserMessages />
      </Provider>,
    );
    // Plain text is synchronous; the HTML message never shows unsanitised markup meanwhile.
    expect(screen.getByText('<em>literal</em>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    await waitFor(() => expect(container.querySelector('em')?.textContent).toBe('emph'));
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('<UserMessages>', () => {
  it('renders alerts with roles by level and dismiss buttons with labels', () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(
      addUserMessages({
        messages: [
          { message: 'Broken', level: 'error' },
          { message: 'Careful', level: 'warn' },
        ],
        target: 'page',
      }),
    );
    render(
      <Provider store={store}>
        <UserMessages />
      </Provider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Broken');
    expect(screen.getByRole('status').textContent).toContain('Careful');
    const buttons = screen.getAllByRole('button', { name: 'Dismiss message' });
    expect(buttons).toHaveLength(2);
    buttons[0]!.focus();
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.click(buttons[0]!);
    expect(screen.queryByText('Broken')).toBeNull();
    expect(store.getState().messages.items).toHaveLength(1);
  });

  it('re-translates a keyed message with its values, in the language the reader switches to', () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(
      addUserMessages({
        messages: [
          {
            message: 'The onLoad hook failed: boom',
            level: 'error',
            messageKey: 'Script_Failed',
            values: { hook: 'onLoad', detail: 'boom' },
          },
        ],
        target: 'page',
      }),
    );
    const view = (language: 'en' | 'de', text: string) => (
      <I18nProvider language={language} messages={{ Script_Failed: text }}>
        <Provider store={store}>
          <UserMessages />
        </Provider>
      </I18nProvider>
    );
    const { rerender } = render(view('en', 'The {hook} hook failed: {detail}'));
    expect(screen.getByRole('alert').textContent).toContain('The onLoad hook failed: boom');
    rerender(view('de', 'Der Hook {hook} ist fehlgeschlagen: {detail}'));
    expect(screen.getByRole('alert').textContent).toContain('Der Hook onLoad ist fehlgeschlagen: boom');
    expect(screen.getByRole('alert').textContent).not.toContain('{hook}');
  });

  it('filters by controlName', () => {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    store.dispatch(
      addUserMessages({
        messages: [
          { message: 'F', level: 'error', controlName: 'Name' },
          { message: 'G', level: 'error' },
        ],
        target: 'page',
      }),
    );
    render(
      <Provider store={store}>
        <UserMessages controlName={null} />
      </Provider>,
    );
    expect(screen.queryByText('F')).toBeNull();
    expect(screen.getByText('G')).toBeTruthy();
  });
});

describe('<Toasts>', () => {
  function renderToasts(durations?: Parameters<typeof Toasts>[0]['durations']) {
    const store = createAppStore({ setupListeners: false, connectMessageSink: false });
    render(
      <Provider store={store}>
        <Toasts {...(durations !== undefined ? { durations } : {})} />
      </Provider>,
    );
    return store;
  }

  it('auto-hides after 5000 ms by default', () => {
    vi.useFakeTimers();
    const store = renderToasts();
    act(() => {
      store.dispatch(addUserMessages([{ message: 'Saved', level: 'info' }]));
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('uses per-level durations and never hides levels without one', () => {
    vi.useFakeTimers();
    const store = renderToasts({ information: 1000, Warning: 3000 });
    act(() => {
      store.dispatch(
        addUserMessages([
          { message: 'I', level: 'info' },
          { message: 'W', level: 'warn' },
          { message: 'E', level: 'error' },
        ]),
      );
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('I')).toBeNull();
    expect(screen.queryByText('W')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('W')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert').textContent).toContain('E');
  });

  it('pauses while focused and can be dismissed with the keyboard-reachable button', () => {
    vi.useFakeTimers();
    const store = renderToasts({ info: 1000 });
    act(() => {
      store.dispatch(addUserMessages([{ message: 'Hello', level: 'info' }]));
    });
    const button = screen.getByRole('button', { name: 'Dismiss message' });
    act(() => button.focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Hello')).not.toBeNull();
    fireEvent.click(button);
    expect(screen.queryByText('Hello')).toBeNull();
  });

  it("follows the signed-in user's Message settings: a level set not to hide stays", () => {
    vi.useFakeTimers();
    const store = renderToasts();
    act(() => {
      store.dispatch(
        setProfile({
          ...createDefaultProfile(),
          isAuthenticated: true,
          messageAutoHide: { error: true, warn: false, info: true },
        }),
      );
      store.dispatch(
        addUserMessages([
          { message: 'I', level: 'info' },
          { message: 'W', level: 'warn' },
          { message: 'E', level: 'error' },
        ]),
      );
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('I')).toBeNull();
    expect(screen.queryByText('E')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('W')).not.toBeNull();
  });

  it('keeps errors until dismissed for a visitor (the server default of the Message settings)', () => {
    expect(toastDurationsFromProfile(createDefaultProfile())).toEqual({
      error: null,
      warn: 5000,
      info: 5000,
    });
    expect(toastDurationsFromProfile(null)).toEqual({ error: 5000, warn: 5000, info: 5000 });
  });

  it('is positioned top-end', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.position).toBe('fixed');
    expect(region.style.top).toBe('1rem');
  });
});
