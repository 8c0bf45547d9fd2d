import type { FormLoadRequestInput, FormParameters } from '../core/index';

/** The query parameters of DynamicForm/Form (spec §2). */
export const DYNAMIC_FORM_QUERY = [
  'formGroupId',
  'formName',
  'entityInstanceId',
  'parentEntityAttributeId',
  'parentEntityInstanceId',
  'parameters',
  'formId',
  'entityId',
  'hideHeader',
  'hideLeftNavigation',
  'requestReadOnly',
  'navigationId',
] as const;

export interface DynamicFormQuery {
  request: FormLoadRequestInput;
  hideHeader: boolean;
  hideLeftNavigation: boolean;
  navigationId: string | null;
}

const flag = (value: string | null) => value !== null && /^(true|1)$/i.test(value);

function parseJsonObject(text: string | null): FormParameters {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormParameters) : {};
  } catch {
    return {};
  }
}

/**
 * Reads DynamicForm/Form's query (spec §2): the load request, the header and left-navigation
 * flags and navigationId. `parameters` is a JSON object; the optional `__jc` carries JSON whose
 * Parameters field adds to them. formName selects the section of the group by name. Broken JSON
 * counts as no parameters rather than an error page.
 */
export function readDynamicFormQuery(search: URLSearchParams): DynamicFormQuery {
  const text = (name: string) => {
    const value = search.get(name);
    return value === null || value === '' ? null : value;
  };
  const jc = parseJsonObject(search.get('__jc'));
  const jcParameters =
    jc.Parameters && typeof jc.Parameters === 'object' && !Array.isArray(jc.Parameters)
      ? (jc.Parameters as FormParameters)
      : {};
  return {
    request: {
      formGroupId: text('formGroupId'),
      sectionName: text('formName'),
      entityInstanceId: text('entityInstanceId'),
      parentEntityAttributeId: text('parentEntityAttributeId'),
      parentEntityInstanceId: text('parentEntityInstanceId'),
      parameters: { ...parseJsonObject(search.get('parameters')), ...jcParameters },
      formId: text('formId'),
      entityId: text('entityId'),
      requestReadOnly: flag(search.get('requestReadOnly')),
    },
    hideHeader: flag(search.get('hideHeader')),
    hideLeftNavigation: flag(search.get('hideLeftNavigation')),
    navigationId: text('navigationId'),
  };
}

/** The same query with another instance id (after the first save of a new instance). */
export function withInstanceId(search: URLSearchParams, entityInstanceId: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('entityInstanceId', entityInstanceId);
  return next;
}

/** The same query on another section of the form group (left navigation). */
export function withSection(search: URLSearchParams, sectionName: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('formName', sectionName);
  next.delete('formId');
  return next;
}
