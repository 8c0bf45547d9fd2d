import type { DynamicFormDataInput, FormLoadRequest, FormReloadRequest } from '../definition/index';
import type { FormCloseResult, FormView } from './FormModel';
import type { FormSaveBody, FormTransport } from './transport';

/**
 * An in-memory transport and view for tests and stories: records every call, answers from
 * handlers the caller sets. Part of the public core API so other teams test their controls too.
 */
export interface RecordingTransport extends FormTransport {
  loads: FormLoadRequest[];
  saves: FormSaveBody[];
  reloads: { formId: string; requestId: string; body: FormReloadRequest }[];
  onLoad: (request: FormLoadRequest) => unknown;
  onSave: (body: FormSaveBody) => unknown;
  onReload: (body: FormReloadRequest, requestId: string) => unknown;
}

export function createRecordingTransport(form: DynamicFormDataInput): RecordingTransport {
  const transport: RecordingTransport = {
    loads: [],
    saves: [],
    reloads: [],
    onLoad: (request) => ({ ...form, entityInstanceId: request.entityInstanceId ?? form.entityInstanceId }),
    onSave: () => ({ entityInstanceId: form.entityInstanceId ?? '1' }),
    onReload: () => ({ data: {} }),
    load: async (request) => {
      transport.loads.push(request);
      return transport.onLoad(request);
    },
    save: async (body) => {
      transport.saves.push(body);
      return transport.onSave(body);
    },
    reload: async (formId, requestId, body) => {
      transport.reloads.push({ formId, requestId, body });
      return transport.onReload(body, requestId);
    },
  };
  return transport;
}

export interface RecordingView extends FormView {
  focused: string[];
  closed: FormCloseResult[];
  openedTasks: string[];
  replacedIds: string[];
  confirmations: string[];
  confirmAnswer: boolean;
  focusedField: string | null;
  comment: string | null;
}

export function createRecordingView(): RecordingView {
  const view: RecordingView = {
    focused: [],
    closed: [],
    openedTasks: [],
    replacedIds: [],
    confirmations: [],
    confirmAnswer: true,
    focusedField: null,
    comment: 'Because',
    focusField: (name) => void view.focused.push(name),
    focusedFieldName: () => view.focusedField,
    confirm: async (text) => {
      view.confirmations.push(text);
      return view.confirmAnswer;
    },
    close: (result) => void view.closed.push(result),
    openWfTask: (taskId) => void view.openedTasks.push(taskId),
    replaceInstanceId: (id) => void view.replacedIds.push(id),
    promptComment: async () => view.comment,
  };
  return view;
}
