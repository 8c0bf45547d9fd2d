import {
  dynamicFormDataSchema,
  type DynamicFormData,
  type FormElement,
  type FormLoadRequest,
} from '@insulcalc/forms/core';
import type { ServerContext } from '../../context';
import { accountSettings } from '../account/index';
import {
  coerceAttributeValue,
  instanceLocks,
  type Actor,
  type EntityLockInfo,
  type Translator,
} from '../entities/index';
import { canWrite, openForm, openInstance } from './access';
import { attributeOf, displayValue, filesOfValues, renderDefinition } from './render';
import { formsOfGroup } from './store';

/** Locks someone else holds: they make the form read-only for this requester. */
export function foreignLocks(locks: EntityLockInfo[], actor: Actor): EntityLockInfo[] {
  return locks.filter((l) => l.userId === null || l.userId !== actor.userId);
}

/**
 * POST api/v1/forms/load (spec §3 "Dynamic form data", §7): the published definition in the
 * requester's language plus the instance's values and tokens; read-only when asked
 * (requestReadOnly), when the requester may not write, or when someone else holds a lock.
 */
export async function loadForm(
  ctx: ServerContext,
  tr: Translator,
  actor: Actor,
  body: FormLoadRequest,
): Promise<DynamicFormData> {
  const opened = await openForm(ctx, tr, actor, body);
  const { entity, group } = opened;
  const instance = await openInstance(ctx, tr, actor, entity, body.entityInstanceId);
  const locks = instance ? foreignLocks(await instanceLocks(ctx.db, entity.id, instance.id), actor) : [];
  const readonly = body.requestReadOnly || !canWrite(entity, actor, instance) || locks.length > 0;
  const definition = await renderDefinition(ctx.db, tr, opened.definition);

  // Values by element: the instance's, or for a new one the definition's defaults, with
  // parameters of the same name filling them (the configurator's calculation for an offer).
  const values: Record<string, unknown> = {};
  for (const element of definition.elements) {
    const attribute = attributeOf(entity, element);
    if (!attribute) continue;
    if (instance) values[element.name] = instance.values[attribute.name] ?? null;
    else {
      const given = body.parameters[element.name];
      const coerced = given === undefined ? null : coerceAttributeValue(attribute, given);
      values[element.name] = coerced?.ok ? coerced.value : element.value;
    }
  }
  const files = await filesOfValues(ctx.db, entity, instance?.id ?? null, instance?.values ?? {});
  const defaultLanguage = accountSettings(ctx).defaultLanguage;
  const elements: FormElement[] = definition.elements.map((element) => {
    const attribute = attributeOf(entity, element);
    if (!attribute) return element;
    const value = displayValue(attribute, element, values[element.name], tr.language, defaultLanguage, files);
    return {
      ...element,
      // A FormHeader shows its display name: bound to an attribute, that is the attribute's text.
      ...(element.controlType === 'FormHeader' && typeof value === 'string' ? { displayName: value } : {}),
      readonly: element.readonly || attribute.readonly || readonly,
      value,
    } as FormElement;
  });

  const navigation = (await formsOfGroup(ctx.db, group.id))
    .filter((f) => f.publishedVersion !== null)
    .map((f) => ({
      title: tr.t(f.titleKey),
      ...(f.tooltipKey ? { tooltip: tr.t(f.tooltipKey) } : {}),
      sectionName: f.sectionName,
    }));

  return dynamicFormDataSchema.parse({
    ...definition,
    title: definition.title ?? tr.t(opened.form.titleKey),
    elements,
    formVersion: opened.version.version,
    javascriptVersion: opened.version.javascriptVersion,
    entityDisplayName: tr.t(entity.displayNameKey),
    entityInstanceId: instance?.id ?? null,
    entityInstanceDisplayName: instance?.displayName ?? null,
    parentEntityAttributeId: instance?.parentEntityAttributeId ?? body.parentEntityAttributeId ?? null,
    parentEntityInstanceId: instance?.parentEntityInstanceId ?? body.parentEntityInstanceId ?? null,
    parameters: body.parameters,
    concurrencyTokens: instance ? { [instance.id]: instance.token } : {},
    readonly,
    entityLocks: locks.map((l) => ({
      entityId: l.entityId,
      entityInstanceId: l.entityInstanceId,
      lockedBy: l.lockedBy,
      lockedAt: l.lockedAt,
    })),
    breadcrumbs: [{ id: group.id, title: tr.t(group.titleKey) }],
    leftNavigationItems: navigation.length > 1 ? navigation : [],
    userMessages: locks.length
      ? [tr.message('Forms_InstanceLocked', 'warn', { lockedBy: locks[0]!.lockedBy })]
      : [],
  });
}
