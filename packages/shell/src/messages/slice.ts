import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normalizeUserMessages } from './normalize';
import type { UserMessage, UserMessageInput, UserMessageLevel, UserMessageTarget } from './types';

export interface MessagesState {
  items: UserMessage[];
}

const initialState: MessagesState = { items: [] };

export interface AddUserMessagesPayload {
  messages: ReadonlyArray<UserMessageInput | UserMessage | string> | UserMessageInput | string;
  target?: UserMessageTarget;
  level?: UserMessageLevel;
}

/**
 * Identical message + level pairs are not duplicated (spec §3) — per target, and per control:
 * the same "This field is required." for two different controls are two messages.
 */
function isDuplicate(items: UserMessage[], m: UserMessage): boolean {
  return items.some(
    (x) =>
      x.target === m.target &&
      x.level === m.level &&
      x.message === m.message &&
      (x.controlName ?? null) === (m.controlName ?? null),
  );
}

/** User messages (spec §3): levels error/warn/info, identical message + level not duplicated. */
export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    addUserMessages: {
      reducer(state, action: PayloadAction<UserMessage[]>) {
        for (const m of action.payload) {
          if (!isDuplicate(state.items, m)) state.items.push(m);
        }
      },
      prepare(payload: AddUserMessagesPayload | ReadonlyArray<UserMessageInput | UserMessage | string>) {
        const p: AddUserMessagesPayload = Array.isArray(payload)
          ? { messages: payload as ReadonlyArray<UserMessageInput | string> }
          : (payload as AddUserMessagesPayload);
        const defaults: { target?: UserMessageTarget; level?: UserMessageLevel } = {};
        if (p.target) defaults.target = p.target;
        if (p.level) defaults.level = p.level;
        const list = normalizeUserMessages(p.messages, defaults).map((m) =>
          p.target ? { ...m, target: p.target } : m,
        );
        // De-duplicate inside the batch too.
        const unique: UserMessage[] = [];
        for (const m of list) if (!isDuplicate(unique, m)) unique.push(m);
        return { payload: unique };
      },
    },
    dismissUserMessage(state, action: PayloadAction<string>) {
      state.items = state.items.filter((m) => m.id !== action.payload);
    },
    clearUserMessages(
      state,
      action: PayloadAction<{ target?: UserMessageTarget; controlName?: string } | undefined>,
    ) {
      const f = action.payload;
      if (!f || (!f.target && !f.controlName)) {
        state.items = [];
        return;
      }
      state.items = state.items.filter(
        (m) => !((!f.target || m.target === f.target) && (!f.controlName || m.controlName === f.controlName)),
      );
    },
  },
});

export const { addUserMessages, dismissUserMessage, clearUserMessages } = messagesSlice.actions;
export const messagesReducer = messagesSlice.reducer;

type WithMessages = { messages: MessagesState };

const EMPTY: UserMessage[] = [];
export const selectUserMessages = (state: WithMessages): UserMessage[] => state.messages?.items ?? EMPTY;

const byTarget = new WeakMap<UserMessage[], { page: UserMessage[]; toast: UserMessage[] }>();
function split(items: UserMessage[]): { page: UserMessage[]; toast: UserMessage[] } {
  let cached = byTarget.get(items);
  if (!cached) {
    cached = {
      page: items.filter((m) => m.target === 'page'),
      toast: items.filter((m) => m.target === 'toast'),
    };
    byTarget.set(items, cached);
  }
  return cached;
}
/** Messages for the page alert area. */
export const selectPageMessages = (state: WithMessages): UserMessage[] =>
  split(selectUserMessages(state)).page;
/** Messages for the toast stack. */
export const selectToastMessages = (state: WithMessages): UserMessage[] =>
  split(selectUserMessages(state)).toast;
