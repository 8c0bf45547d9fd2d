import { useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ShellContext, headerTitle, useHttp } from '@insulcalc/shell';
import { useDialogs, useOptionalDialog } from '@insulcalc/dialogs';
import { openDynamicFormDialog, openPropertiesDialog } from '../dialogs/openers';
import { HELP_CONTENT_ENTITY_ID, HELP_CONTENT_FORM_GROUP_ID } from './help';
import {
  FormModel,
  sectionStorageKey,
  type DynamicFormData,
  type FormCloseResult,
  type FormLoadRequestInput,
  type FormTransport,
  type LeftNavigationItem,
} from '../core/index';
import { controlRegistry as defaultRegistry } from '../controls/builtinControls';
import { useFormState } from './FormContext';
import { FormToolbar } from './FormToolbar';
import { FormView } from './FormView';
import type { ControlRegistry } from './controlRegistry';
import { useT } from './i18n';
import { toShellMessages } from './shellMessages';
import { createShellFormTransport } from './shellTransport';
import { useFormScript } from './useFormScript';
import { lockDuringRequests } from './lockDuringRequests';
import { isExpectedFormError } from './expectedError';

/** The entity whose forms edit the signed-in user's profile. */
export const PROFILE_ENTITY_ID = 'User';

/** Where DynamicForm sends what the model decides: the page or dialog around it. */
export interface DynamicFormHost {
  close(result: FormCloseResult): void;
  openWfTask(taskId: string): void;
  confirm(text: string): Promise<boolean>;
  replaceInstanceId?(entityInstanceId: string): void;
  promptComment?(): Promise<string | null>;
  /** Left navigation: another section of the same form group. */
  openSection?(sectionName: string): void;
}

export interface DynamicFormProps {
  request: FormLoadRequestInput;
  host: DynamicFormHost;
  asDialog?: boolean;
  hideHeader?: boolean;
  hideLeftNavigation?: boolean;
  transport?: FormTransport;
  registry?: ControlRegistry;
  /** Receives the model (the page's title and leave guard, tests). */
  onModel?: (model: FormModel) => void;
  /** Rendered between the header and the form (e.g. the page's own notices). */
  children?: ReactNode;
}

function browserSessionStorage() {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The form's title (spec §2: a default form title when none is given). */
export function formTitle(data: DynamicFormData | null, fallback: string): string {
  return data?.title || data?.formName || fallback;
}

function LeftNavigation({
  items,
  current,
  onOpen,
}: {
  items: LeftNavigationItem[];
  current: string | null | undefined;
  onOpen?: (section: string) => void;
}) {
  const t = useT();
  return (
    <nav className="ic-form-left-nav" aria-label={t('DynamicForm_Sections')}>
      <ul>
        {items.map((item) => (
          <li key={item.sectionName}>
            <button
              type="button"
              className="ic-left-nav-item"
              aria-current={item.sectionName === current ? 'page' : undefined}
              title={item.tooltip}
              onClick={() => onOpen?.(item.sectionName)}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A dynamic form: loads the definition through the transport, renders header, left navigation,
 * toolbar and the form, and wires the model's decisions (close, open task, confirm, new id) to
 * the host. A load failure leaves an empty form with Common_UnknownError unless the server sent
 * messages of its own (spec §8).
 */
export function DynamicForm({
  request,
  host,
  asDialog = false,
  hideHeader = false,
  hideLeftNavigation = false,
  transport: givenTransport,
  registry = defaultRegistry,
  onModel,
  children,
}: DynamicFormProps) {
  const t = useT();
  // The app store's own HTTP client: its messages, request hooks and settings (never another store's).
  const http = useHttp();
  const [shellTransport] = useState(() => createShellFormTransport(http));
  const transport = givenTransport ?? shellTransport;
  const formKey = useId().replace(/[^A-Za-z0-9]/g, '');
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const loadedRequestRef = useRef<string | null>(null);
  const [failedRequest, setFailedRequest] = useState<string | null>(null);
  const [model] = useState(
    () =>
      new FormModel({
        transport,
        validators: registry.validators(),
        sectionStorage: browserSessionStorage(),
        translate: (key, values) => t(key, values),
        onUserMessages: (messages) => http.emitUserMessages(toShellMessages(messages)),
        onError: (error) => console.error(error),
      }),
  );
  useEffect(() => {
    model.setView({
      // Names are restricted by the definition schema (letters, digits, _ . -), safe in a selector.
      focusField: (name) => {
        const cell = rootRef.current?.querySelector<HTMLElement>(`[data-field="${name}"]`);
        const target =
          cell?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          cell?.querySelector<HTMLElement>(
            'input:not([type=hidden]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [role=spinbutton]',
          );
        target?.focus();
      },
      focusedFieldName: () => {
        const active = typeof document !== 'undefined' ? document.activeElement : null;
        if (!active || !rootRef.current?.contains(active)) return null;
        return active.closest<HTMLElement>('[data-field]')?.dataset.field ?? null;
      },
      confirm: (text) => hostRef.current.confirm(text),
      close: (result) => hostRef.current.close(result),
      openWfTask: (taskId) => hostRef.current.openWfTask(taskId),
      replaceInstanceId: (id) => hostRef.current.replaceInstanceId?.(id),
      promptComment: () => hostRef.current.promptComment?.() ?? Promise.resolve(null),
    });
    onModel?.(model);
    return () => model.setView(undefined);
  }, [model, onModel]);

  const requestKey = JSON.stringify(request);
  useEffect(() => {
    // The address gets the new id after the first save (spec §4); the model has already
    // reloaded (or cleared) the form for it, so that change alone loads nothing.
    const next = JSON.parse(requestKey) as FormLoadRequestInput;
    const current = model.getState();
    if (
      next.entityInstanceId &&
      next.entityInstanceId === current.entityInstanceId &&
      loadedRequestRef.current === JSON.stringify({ ...next, entityInstanceId: null })
    )
      return;
    loadedRequestRef.current = JSON.stringify({ ...next, entityInstanceId: null });
    const controller = new AbortController();
    model
      .load({ ...(JSON.parse(requestKey) as FormLoadRequestInput), asDialog }, controller.signal)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A refused load (no access, no such record) is the reader's news, shown by the
        // transport; only the unexpected is a developer's.
        if (!isExpectedFormError(error)) console.error(error);
        setFailedRequest(requestKey);
        // The shell transport has shown the server's messages; other transports say nothing.
        if (transport !== shellTransport)
          http.emitUserMessages(
            toShellMessages([
              { level: 'error', message: t('Common_UnknownError'), messageKey: 'Common_UnknownError' },
            ]),
          );
      });
    return () => controller.abort();
  }, [model, requestKey, asDialog, transport, shellTransport, http, t]);

  useEffect(() => () => model.dispose(), [model]);
  useEffect(() => lockDuringRequests(model, http), [model, http]);

  // Spec §4: after the profile changes the app reloads it (theme, language, navigation). The
  // forms of the User entity (User settings, Message settings) are the profile.
  const shell = useContext(ShellContext);
  useEffect(
    () =>
      model.onSaved(() => {
        if (model.getState().data?.entityId === PROFILE_ENTITY_ID) void shell?.reload();
      }),
    [model, shell],
  );

  // A form that gives way to its save message (the public offer request's thank you).
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  useEffect(
    () =>
      model.onSaved((answer) => {
        if (!model.getState().data?.replaceWithSaveMessage) return;
        const text = answer.userMessages.map((m) => m.message).join(' ');
        // Without a message there is nothing to show instead: the form stays.
        if (text) setSavedMessage(text);
      }),
    [model],
  );
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (savedMessage !== null) thanksRef.current?.focus();
  }, [savedMessage]);

  // F1 opens the properties dialog (spec §2 keyboard): a dialog's form when the focus is in it,
  // the page's form when no dialog is open.
  const dialogs = useDialogs();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F1' || event.defaultPrevented) return;
      const inside = rootRef.current?.contains(event.target as Node) ?? false;
      if (asDialog ? !inside : dialogs.getDialogs().length > 0) return;
      const data = model.getState().data;
      if (!data) return;
      event.preventDefault();
      openPropertiesDialog(dialogs, {
        formId: data.formId,
        entityInstanceId: model.getState().entityInstanceId,
      });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [asDialog, dialogs, model]);

  const stage = useFormState(
    useCallback((s) => s.stage, []),
    model,
  );
  const data = useFormState(
    useCallback((s) => s.data, []),
    model,
  );

  // Spec §2: in a dialog the help icon sits in the dialog's header; it opens the read-only
  // help-content form. Outside a dialog host (a form shown as a dialog elsewhere) the form keeps it.
  const dialog = useOptionalDialog();
  const helpId = asDialog ? (data?.helpContent?.id ?? null) : null;
  const helpLabel = t('DynamicForm_Help');
  const openHelp = useCallback(
    (id: string) =>
      openDynamicFormDialog(dialogs, {
        entityId: HELP_CONTENT_ENTITY_ID,
        formGroupId: HELP_CONTENT_FORM_GROUP_ID,
        entityInstanceId: id,
        requestReadOnly: true,
      }),
    [dialogs],
  );
  useEffect(() => {
    if (!dialog || helpId === null) return;
    dialog.setHelp({ label: helpLabel, open: () => openHelp(helpId) });
    return () => dialog.setHelp(null);
  }, [dialog, helpId, helpLabel, openHelp]);

  const cleared = useFormState(
    useCallback((s) => s.cleared, []),
    model,
  );
  const dirty = useFormState(
    useCallback((s) => s.dirty && !s.ignoreChanges, []),
    model,
  );
  useEffect(() => {
    if (stage === 'initialRender') model.markRendered();
  }, [stage, model]);
  useFormScript({
    model,
    formId: data?.formId ?? null,
    javascriptVersion: data?.javascriptVersion ?? null,
    resolveUrl: (path) => http.resolveUrl(path),
    translate: t,
    showMessages: (messages) => http.emitUserMessages(toShellMessages(messages)),
  });

  const loadFailed = failedRequest === requestKey;
  const title = formTitle(data, t('DynamicForm_DefaultTitle'));
  const navigation =
    data && !hideLeftNavigation && data.leftNavigationItems.length > 1 ? data.leftNavigationItems : null;

  return (
    <div
      ref={rootRef}
      className={`ic-dynamic-form${navigation ? ' ic-with-left-nav' : ''}`}
      data-stage={stage}
    >
      {!hideHeader && !asDialog ? (
        <h1 className="ic-form-title">
          {headerTitle(title, dirty, false)}
          {dirty ? <span className="ic-visually-hidden">{t('DynamicForm_Unsaved')}</span> : null}
        </h1>
      ) : null}
      {children}
      {navigation ? (
        <LeftNavigation items={navigation} current={data?.sectionName} onOpen={host.openSection} />
      ) : null}
      <div className="ic-form-main">
        {helpId !== null && !dialog ? (
          <button
            type="button"
            className="ic-btn ic-form-help"
            aria-label={helpLabel}
            title={helpLabel}
            onClick={() => openHelp(helpId)}
          >
            ?
          </button>
        ) : null}
        {savedMessage !== null ? (
          <div ref={thanksRef} className="ic-form-saved-message" role="status" tabIndex={-1}>
            <p>{savedMessage}</p>
          </div>
        ) : null}
        {data && savedMessage === null ? <FormToolbar model={model} asDialog={asDialog} /> : null}
        {data && data.entityLocks.length > 0 ? (
          <p className="ic-form-lock-note" role="status">
            {t('DynamicForm_Locked', { lockedBy: data.entityLocks[0]!.lockedBy })}
          </p>
        ) : null}
        {stage === 'load' || (stage === 'idle' && !loadFailed && !cleared) ? (
          <p role="status" className="ic-muted">
            {t('DynamicForm_Loading')}
          </p>
        ) : null}
        {savedMessage === null ? <FormView model={model} registry={registry} formKey={formKey} /> : null}
      </div>
    </div>
  );
}

export { sectionStorageKey };
