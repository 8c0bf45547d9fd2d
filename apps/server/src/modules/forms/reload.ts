import {
  CONCURRENCY_TOKENS_ELEMENT,
  evaluateRule,
  formReloadAnswerSchema,
  type FormElementDataMap,
  type FormReloadAnswer,
  type FormReloadRequest,
} from '@insulcalc/forms/core';
import type { ServerContext } from '../../context';
import { coerceAttributeValue, type Actor, type Translator } from '../entities/index';
import { effectiveFields, openForm, openInstance, type FormAccess } from './access';
import { attributeOf, renderSettings } from './render';

/**
 * POST api/v1/forms/{formId}/reload?rid= (spec §7): new data for the requested elements, computed
 * from the instance's values overlaid with the client's `dependantValues` — effective hidden /
 * readonly / required from the rules, computed values, choice lists. `_001_ConcurrencyTokens`
 * and unknown names are skipped.
 */
export async function reloadForm(
  ctx: ServerContext,
  tr: Translator,
  actor: Actor,
  formId: string,
  body: FormReloadRequest,
  /** The form, when the caller opened it already (its access checked). */
  alreadyOpened?: FormAccess,
): Promise<FormReloadAnswer> {
  const opened = alreadyOpened ?? (await openForm(ctx, tr, actor, { formId }));
  const { entity, definition } = opened;
  const instance = await openInstance(ctx, tr, actor, entity, body.entityInstanceId ?? null);
  const values: Record<string, unknown> = {};
  for (const element of definition.elements) {
    const attribute = attributeOf(entity, element);
    if (attribute)
      values[element.name] = instance ? (instance.values[attribute.name] ?? null) : element.value;
  }
  for (const [name, raw] of Object.entries(body.dependantValues ?? {})) {
    const element = definition.elements.find((e) => e.name === name);
    const attribute = element ? attributeOf(entity, element) : undefined;
    if (!attribute) continue;
    const coerced = coerceAttributeValue(attribute, raw);
    if (coerced.ok) values[name] = coerced.value;
  }
  const fields = effectiveFields(definition, values);
  const data: FormElementDataMap = {};
  for (const { ElementBaseName: name } of body.reloadRequests) {
    if (name === CONCURRENCY_TOKENS_ELEMENT) continue;
    const field = fields.get(name);
    if (!field) continue;
    const entry: FormElementDataMap[string] = {
      hidden: field.hidden,
      readonly: field.readonly,
      required: field.required,
      settings: (await renderSettings(ctx.db, tr, field.element.settings)) as never,
    };
    if (field.element.rules?.value !== undefined) {
      const computed = evaluateRule(field.element.rules.value, values);
      if (computed.ok && computed.value !== undefined) entry.value = computed.value as never;
    }
    data[name] = entry;
  }
  return formReloadAnswerSchema.parse({ data, userMessages: [] });
}
