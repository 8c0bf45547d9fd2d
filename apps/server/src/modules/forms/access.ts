import {
  controlSpecOf,
  evaluateRule,
  isRuleTruthy,
  specValidator,
  type FieldValidator,
  type FormDefinition,
  type FormElement,
} from '@insulcalc/forms/core';
import type { ServerContext } from '../../context';
import {
  allows,
  getEntity,
  loadInstance,
  providerOf,
  refusalStatus,
  type Actor,
  type EntityDefinition,
  type InstanceRecord,
  type Translator,
} from '../entities/index';
import { sectionOf } from './render';
import { resolveForm, resolveFormById, type ResolvedForm } from './store';

export interface FormAccess extends ResolvedForm {
  entity: EntityDefinition;
}

/**
 * The form to serve, if this requester may open it at all: anonymous visitors only reach forms
 * of public groups (401 otherwise, as for any signed-in-only resource); unknown forms are 404.
 */
export async function openForm(
  ctx: ServerContext,
  tr: Translator,
  actor: Actor,
  by: {
    formId?: string | null;
    formGroupId?: string | null;
    sectionName?: string | null;
    entityId?: string | null;
  },
): Promise<FormAccess> {
  const resolved = by.formId ? await resolveFormById(ctx.db, by.formId) : await resolveForm(ctx.db, by);
  if (resolved && !resolved.group.isPublic && actor.userId === null)
    throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
  const entity = resolved ? await getEntity(ctx.db, resolved.group.entityId) : null;
  if (!resolved || !entity) {
    if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
    throw tr.problem(404, 'Forms_FormNotFound', { detail: 'No such form.' });
  }
  // A form over records the user may neither read nor create is not theirs to open.
  if (actor.userId !== null && !allows(entity, 'read', actor) && !allows(entity, 'create', actor))
    throw tr.problem(403, 'Permissions_Denied', { detail: `Not permitted: read ${entity.id}.` });
  return { ...resolved, entity };
}

/** The instance a form shows: the one named, else the provider's default (the user's own). */
export async function openInstance(
  ctx: ServerContext,
  tr: Translator,
  actor: Actor,
  entity: EntityDefinition,
  requestedId: string | null | undefined,
): Promise<InstanceRecord | null> {
  const id = requestedId ?? providerOf(entity).defaultInstanceId?.(actor) ?? null;
  if (!id) return null;
  // Refused before the instance is read when the actor may read none of the entity's instances.
  const status = allows(entity, 'read', actor) ? null : refusalStatus(entity, 'read', actor);
  if (status === 403)
    throw tr.problem(403, 'Permissions_Denied', { detail: `Not permitted: read ${entity.id}.` });
  const instance = status === null ? await loadInstance(ctx.db, entity, id) : null;
  if (!instance || !allows(entity, 'read', actor, instance.ownerUserId)) {
    if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
    throw tr.problem(404, 'Forms_InstanceNotFound', { detail: 'No such record.' });
  }
  return instance;
}

/** Whether the actor may write what the form shows (update the instance, or create one). */
export function canWrite(entity: EntityDefinition, actor: Actor, instance: InstanceRecord | null): boolean {
  if (instance) return allows(entity, 'update', actor, instance.ownerUserId);
  return providerOf(entity).insert !== null && allows(entity, 'create', actor);
}

export interface EffectiveField {
  element: FormElement;
  hidden: boolean;
  readonly: boolean;
  required: boolean;
}

/**
 * Each element's effective flags, as the client's FormModel computes them: its own flag, its
 * section's, and its JSON Logic rules over the form's values (a broken rule changes nothing).
 */
export function effectiveFields(
  definition: FormDefinition,
  values: Record<string, unknown>,
): Map<string, EffectiveField> {
  const sections = sectionOf(definition);
  const rule = (r: unknown, fallback: boolean): boolean => {
    if (r === undefined) return fallback;
    const result = evaluateRule(r, values);
    return result.ok ? isRuleTruthy(result.value) : fallback;
  };
  const out = new Map<string, EffectiveField>();
  for (const element of definition.elements) {
    const section = sections.get(element.name);
    const rules = element.rules ?? {};
    out.set(element.name, {
      element,
      hidden: element.hidden || Boolean(section?.hidden) || !rule(rules.visible, true),
      readonly: element.readonly || Boolean(section?.readonly) || rule(rules.readonly, false),
      required: element.required || rule(rules.required, false),
    });
  }
  return out;
}

/**
 * The control type's validator from its shared spec (spec §5), the same the browser runs: a
 * type registered with `registerControlSpec` is checked here without further server code.
 */
export function validatorOf(controlType: string): FieldValidator {
  return specValidator(controlSpecOf(controlType));
}
