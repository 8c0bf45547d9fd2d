import { useMessages } from '@insulcalc/i18n';
import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  addUserMessages,
  clearUserMessages,
  dismissUserMessage,
  selectPageMessages,
  selectToastMessages,
  selectUserMessages,
  type AddUserMessagesPayload,
  type MessagesState,
} from '../messages/slice';
import {
  translateIfKey,
  translateKey,
  type ShellTranslateValues,
  type ShellTranslationMap,
} from '../messages/translator';
import type { UserMessage, UserMessageTarget } from '../messages/types';
import { selectAppInfo, type AppInfoState } from '../state/appInfo';
import {
  selectBreadcrumbs,
  selectNavigationTree,
  selectSelectedNavigationId,
  type NavigationState,
} from '../state/navigation';
import { createDefaultProfile, DEFAULT_APP_INFO } from '../state/profileDefaults';
import { selectProfile, type ProfileState } from '../state/profile';
import type { AppInfo, Breadcrumb, NavigationItem, Profile } from '../state/types';
import { useOptionalShellServices } from '../services/services';
import { useOptionalShell } from './context';

const ANONYMOUS = createDefaultProfile();

/** The loaded profile (spec §3); the default anonymous profile before it loads. */
export function useProfile(): Profile {
  return useSelector((s: { profile: ProfileState }) => selectProfile(s)) ?? ANONYMOUS;
}

/** App info (spec §3); defaults before it loads. */
export function useAppInfo(): AppInfo {
  return useSelector((s: { appInfo: AppInfoState }) => selectAppInfo(s)) ?? DEFAULT_APP_INFO;
}

/** The navigation tree ([] for anonymous users). */
export function useNavigationTree(): NavigationItem[] {
  return useSelector((s: { navigation: NavigationState }) => selectNavigationTree(s));
}

/** The selected navigation item id and breadcrumbs. */
export function useNavigationSelection(): { selectedNavigationId: string | null; breadcrumbs: Breadcrumb[] } {
  const selectedNavigationId = useSelector((s: { navigation: NavigationState }) =>
    selectSelectedNavigationId(s),
  );
  const breadcrumbs = useSelector((s: { navigation: NavigationState }) => selectBreadcrumbs(s));
  return { selectedNavigationId, breadcrumbs };
}

export interface UseUserMessagesResult {
  /** Every message. */
  messages: UserMessage[];
  /** Messages of the page alert area. */
  pageMessages: UserMessage[];
  /** Messages of the toast stack. */
  toastMessages: UserMessage[];
  add: (messages: AddUserMessagesPayload['messages'], target?: UserMessageTarget) => void;
  dismiss: (id: string) => void;
  clear: (filter?: { target?: UserMessageTarget; controlName?: string }) => void;
}

/** User messages and the actions on them. */
export function useUserMessages(): UseUserMessagesResult {
  const dispatch = useDispatch();
  const messages = useSelector((s: { messages: MessagesState }) => selectUserMessages(s));
  const pageMessages = useSelector((s: { messages: MessagesState }) => selectPageMessages(s));
  const toastMessages = useSelector((s: { messages: MessagesState }) => selectToastMessages(s));
  const add = useCallback(
    (m: AddUserMessagesPayload['messages'], target?: UserMessageTarget) => {
      dispatch(addUserMessages(target ? { messages: m, target } : { messages: m }));
    },
    [dispatch],
  );
  const dismiss = useCallback((id: string) => dispatch(dismissUserMessage(id)), [dispatch]);
  const clear = useCallback(
    (f?: { target?: UserMessageTarget; controlName?: string }) => dispatch(clearUserMessages(f)),
    [dispatch],
  );
  return useMemo(
    () => ({ messages, pageMessages, toastMessages, add, dismiss, clear }),
    [messages, pageMessages, toastMessages, add, dismiss, clear],
  );
}

/** The messages of the nearest `<I18nProvider>`, or null outside one (stories, unit tests). */
function useOptionalI18nMessages(): ShellTranslationMap | null {
  try {
    return useMessages();
  } catch {
    return null;
  }
}

/**
 * The shell components' translate function (spec §8 rules: missing → `[?:key]`, null → null,
 * shell catalogue keys fall back to built-in English before translations load).
 */
export function useShellTranslate(): {
  t: (key: string, values?: ShellTranslateValues) => string;
  /** Message text: translated when it is a translation key, else as is. */
  text: (message: UserMessage) => string;
} {
  const shell = useOptionalShell();
  const provided = useOptionalI18nMessages();
  // Outside a provider: the translations the store's own translator has (its services).
  const stored = useOptionalShellServices()?.translator.get();
  const messages = provided ?? shell?.translations ?? stored?.messages ?? null;
  const language = shell?.language ?? stored?.language ?? null;
  return useMemo(
    () => ({
      t: (key: string, values?: ShellTranslateValues) => translateKey(messages, key, values, language) ?? '',
      text: (m: UserMessage) =>
        m.messageKey
          ? (translateKey(messages, m.messageKey, m.values, language) ?? '')
          : translateIfKey(messages, m.message),
    }),
    [messages, language],
  );
}
