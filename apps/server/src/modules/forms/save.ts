import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import {
  decodeControlField,
  formSaveAnswerSchema,
  formSaveFieldsSchema,
  isControlField,
  type FormElementDataMap,
  type FormSaveAnswer,
} from '@insulcalc/forms/core';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import type { UserMessage } from '../../http/problem';
import { ProblemError } from '../../http/problem';
import { isStorableText } from '../../http/input';
import {
  accountSettings,
  addressKey,
  releaseAttempt,
  reserveAttempt,
  type ThrottleRule,
} from '../account/index';
import {
  coerceAttributeValue,
  instanceSaved,
  providerOf,
  type InstanceSavedAnswer,
  saveInstance,
  type Actor,
  type AttributeValues,
  type InstanceRecord,
  type Translator,
  allows,
  refusalStatus,
} from '../entities/index';
import { attachFiles, discardUploads, type PendingFile } from '../files/index';
import { effectiveFields, openForm, validatorOf, type FormAccess } from './access';
import { attributeOf, DISPLAY_ONLY_CONTROLS, displayValue, filesOfValues, isCodeListValue } from './render';
import { anonymousCreatesPerDay } from './anonymousLimit';
import { sanitizeRichTextValue } from './richText';
import {
  checkUploadQuota,
  receiveUpload,
  reserveUploadQuota,
  uploadPolicies,
  type UploadPolicy,
} from './uploads';

const THROTTLE_POLICY = { baseSeconds: 600, maxSeconds: 24 * 3600 };

/** The throttle of an anonymous create: per entity and client address, unless its limit is off. */
async function anonymousCreateRule(
  ctx: ServerContext,
  entityId: string,
  request: FastifyRequest,
): Promise<ThrottleRule[] | null> {
  const max = await anonymousCreatesPerDay(ctx, entityId);
  return max === null
    ? null
    : [{ key: `form-create:${entityId}:${addressKey(request.ip)}`, maxFailures: max }];
}

/** 401 asks a visitor to sign in; a signed-in user is told the permission is missing. */
function writeRefusal(tr: Translator, entity: FormAccess['entity'], actor: Actor): ProblemError {
  if (actor.userId === null) return tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
  return tr.problem(403, 'Permissions_Denied', { detail: `Not permitted: write ${entity.id}.` });
}

/** Most text fields one save may carry (the multipart plugin's own limit is 200). */
const MAX_FIELDS = 200;

interface ParsedSave {
  fields: Map<string, string>;
  /** Control name → the files that arrived under it. */
  files: Map<string, PendingFile[]>;
}

/** Reads the multipart body: text fields, and the files of File controls bound to file attributes. */
async function readMultipart(
  ctx: ServerContext,
  tr: Translator,
  request: FastifyRequest,
  fileFields: Map<string, UploadPolicy>,
): Promise<ParsedSave> {
  const fields = new Map<string, string>();
  const files = new Map<string, PendingFile[]>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (!fileFields.has(file.fieldname)) {
          file.file.resume();
          throw tr.problem(400, 'Forms_UnexpectedFile', {
            controlName: undefined,
            values: { name: file.fieldname.slice(0, 64) },
          });
        }
        const written = await receiveUpload(ctx, tr, fileFields.get(file.fieldname)!, file);
        files.set(file.fieldname, [...(files.get(file.fieldname) ?? []), written]);
      } else {
        const field = part as MultipartValue<unknown>;
        if (fields.size >= MAX_FIELDS)
          throw tr.problem(413, 'Common_RequestTooLarge', {
            values: { maxKilobytes: Math.round(ctx.config.bodyLimit / 1024) },
          });
        const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');
        // Every field may reach a text or jsonb column (ids, tokens, parent names, values): one
        // PostgreSQL cannot store is refused here, named for the control that sent it.
        if (!isStorableText(field.fieldname) || !isStorableText(value))
          throw tr.problem(400, 'Validation_TextInvalidCharacters', {
            detail: 'A field contains U+0000 or an unpaired surrogate.',
            ...(isStorableText(field.fieldname) ? { controlName: field.fieldname.slice(0, 100) } : {}),
          });
        fields.set(field.fieldname, value);
      }
    }
  } catch (err) {
    await discardUploads(ctx, [...files.values()].flat());
    if (err instanceof ProblemError) throw err;
    // The multipart plugin's own limits carry their 4xx status (413 file too large, too many
    // parts) and are translated by the error handler; a body the parser cannot read is the
    // client's fault, never a 500.
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw tr.problem(400, 'Common_InvalidRequest', { detail: 'The multipart body cannot be read.' });
  }
  return { fields, files };
}

function issueMessage(
  tr: Translator,
  failure: { key: string; values?: Record<string, string | number>; message?: string },
  controlName: string,
): UserMessage {
  return {
    // A value may itself be a definition text (a grid column's displayName key): the reader's text.
    message: failure.message
      ? tr.text(failure.message)
      : tr.t(
          failure.key,
          failure.values &&
            Object.fromEntries(
              Object.entries(failure.values).map(([name, value]) => [
                name,
                typeof value === 'string' ? tr.text(value) : value,
              ]),
            ),
        ),
    level: 'error',
    controlName,
  };
}

/**
 * POST api/v1/forms/{formId}/save (spec §7): multipart with the fixed fields and each control's
 * value (its JSON text under the control's name) and files. The server checks the same rules as
 * the client (required, maxLength, pattern, e-mail; read-only and hidden fields skipped),
 * writes only what the requester may write, and refuses a stale concurrency token with 409.
 */
export async function saveForm(
  ctx: ServerContext,
  tr: Translator,
  actor: Actor,
  request: FastifyRequest,
  formId: string,
): Promise<FormSaveAnswer> {
  if (!request.isMultipart())
    throw tr.problem(415, 'Common_UnsupportedMediaType', { detail: 'Send the form as multipart/form-data.' });
  const opened: FormAccess = await openForm(ctx, tr, actor, { formId });
  const { entity, definition } = opened;
  // Nothing is read from the body (no upload lands on disk) for who may write none of its records.
  if (!allows(entity, 'create', actor) && !allows(entity, 'update', actor))
    throw writeRefusal(tr, entity, actor);
  const fileFields = uploadPolicies(
    ctx,
    definition.elements.filter((e) => attributeOf(entity, e)?.dataType === 'file'),
  );
  // An address past its daily upload quota is refused before any byte is read.
  await checkUploadQuota(ctx, tr, request, actor.userId === null);
  const parsed = await readMultipart(ctx, tr, request, fileFields);
  const uploads = [...parsed.files.values()].flat();
  let releaseQuota: (() => Promise<void>) | null = null;
  try {
    releaseQuota = await reserveUploadQuota(ctx, tr, request, uploads, actor.userId === null);
    return await saveParsed(ctx, tr, actor, opened, parsed, request);
  } catch (err) {
    await discardUploads(ctx, uploads);
    await releaseQuota?.();
    throw err;
  }
}

async function saveParsed(
  ctx: ServerContext,
  tr: Translator,
  actor: Actor,
  opened: FormAccess,
  parsed: ParsedSave,
  request: FastifyRequest,
): Promise<FormSaveAnswer> {
  const { entity, definition } = opened;
  const fixed = formSaveFieldsSchema.safeParse(
    Object.fromEntries([...parsed.fields].filter(([name]) => !isControlField(name))),
  );
  if (!fixed.success)
    throw new ProblemError(400, {
      detail: 'The save fields are not valid.',
      userMessages: fixed.error.issues.map((i) =>
        tr.message('Common_InvalidRequest', 'error', undefined, String(i.path[0] ?? '')),
      ),
    });
  const save = fixed.data;
  if (save.Action === 'CLOSE') return formSaveAnswerSchema.parse({ entityInstanceId: save.EntityInstanceId });

  const provider = providerOf(entity);
  const instanceId = save.EntityInstanceId ?? provider.defaultInstanceId?.(actor) ?? null;
  const current: InstanceRecord | null = instanceId ? await provider.load(ctx.db, entity, instanceId) : null;
  // The action is known now (a change or a new record): refused before any value is checked.
  if (instanceId === null && !allows(entity, 'create', actor)) throw writeRefusal(tr, entity, actor);
  if (current && !allows(entity, 'update', actor, current.ownerUserId))
    throw refusalStatus(entity, 'update', actor) === 404
      ? tr.problem(404, 'Forms_InstanceNotFound', { detail: 'No such record.' })
      : writeRefusal(tr, entity, actor);

  // Posted values of the controls bound to attributes, in their stored form.
  const posted: Record<string, unknown> = {};
  const messages: UserMessage[] = [];
  for (const element of definition.elements) {
    const attribute = attributeOf(entity, element);
    if (!attribute) continue;
    const uploaded = parsed.files.get(element.name) ?? [];
    const text = parsed.fields.get(element.name);
    if (text === undefined && uploaded.length === 0) continue;
    const decoded = text === undefined ? undefined : decodeControlField(text);
    const coerced =
      text === undefined
        ? { ok: true as const, value: null }
        : coerceAttributeValue(attribute, decoded === undefined ? text : decoded);
    if (!coerced.ok) {
      messages.push(issueMessage(tr, coerced, element.name));
      continue;
    }
    if (attribute.dataType === 'file') {
      // A File control's value lists its files: those with an id must be this instance's own
      // (kept), those without one arrive as parts of this request (added).
      const own = new Set(
        (Array.isArray(current?.values[attribute.name])
          ? (current!.values[attribute.name] as { fileId: string }[])
          : []
        ).map((f) => f.fileId),
      );
      const kept =
        text === undefined
          ? [...own].map((fileId) => ({ fileId }))
          : ((coerced.value as { fileId: string }[] | null) ?? []).filter((f) => own.has(f.fileId));
      const all = [...kept, ...uploaded.map((f) => ({ fileId: f.fileId }))];
      posted[element.name] = all.length ? all : null;
      continue;
    }
    if (!(await isCodeListValue(ctx.db, attribute, coerced.value))) {
      messages.push(tr.message('Entities_Validation_InvalidValue', 'error', undefined, element.name));
      continue;
    }
    // Rich text is stored sanitised (the shared allow-list); the browser sanitises again on show.
    posted[element.name] = sanitizeRichTextValue(element.controlType, coerced.value);
  }
  if (messages.length)
    throw new ProblemError(400, { detail: 'Some values are not valid.', userMessages: messages });

  // The values the form holds after this save, for rules and validation (as the client sees them).
  const formValues: Record<string, unknown> = {};
  for (const element of definition.elements) {
    const attribute = attributeOf(entity, element);
    if (!attribute) continue;
    formValues[element.name] =
      element.name in posted
        ? posted[element.name]
        : current
          ? (current.values[attribute.name] ?? null)
          : element.value;
  }
  const fields = effectiveFields(definition, formValues);
  const values: AttributeValues = {};
  const elementOfAttribute = new Map<string, string>();
  for (const [name, field] of fields) {
    const attribute = attributeOf(entity, field.element);
    if (!attribute) continue;
    elementOfAttribute.set(attribute.name, name);
    if (field.readonly || attribute.readonly || DISPLAY_ONLY_CONTROLS.has(field.element.controlType))
      continue;
    const validator = validatorOf(field.element.controlType);
    const value = formValues[name];
    const result = validator(
      {
        name,
        displayName: tr.text(field.element.displayName ?? name),
        required: field.required,
        readonly: field.readonly,
        hidden: field.hidden,
        settings: {
          ...field.element.settings,
          ...(attribute.dataType === 'email' && field.element.settings.type === undefined
            ? { type: 'email' }
            : {}),
          ...(attribute.maxLength !== null && field.element.settings.maxLength === undefined
            ? { maxLength: attribute.maxLength }
            : {}),
        },
      },
      value,
    );
    if (!result.valid) messages.push(issueMessage(tr, result.failure, name));
    if (name in posted) values[attribute.name] = posted[name];
  }
  if (messages.length) throw new ProblemError(400, { detail: 'Form not valid.', userMessages: messages });

  const pendingFiles = [...parsed.files].flatMap(([elementName, list]) => {
    const attribute = attributeOf(entity, fields.get(elementName)!.element)!;
    return attribute.name in values ? list.map((file) => ({ attribute: attribute.name, file })) : [];
  });
  // Anonymous creates (the public OfferRequest) are counted per client address, so a script
  // cannot fill the table; checks passed by now, so only storable requests count.
  const throttle =
    instanceId === null && actor.userId === null ? await anonymousCreateRule(ctx, entity.id, request) : null;
  if (throttle) {
    const { wait } = await reserveAttempt(ctx.db, throttle, THROTTLE_POLICY);
    if (wait > 0)
      throw new ProblemError(429, {
        detail: 'Too many submissions from this address; try again later.',
        headers: { 'retry-after': String(wait) },
        userMessages: [tr.message('Forms_TooManySubmissions', 'error', { minutes: Math.ceil(wait / 60) })],
      });
  }
  let followUp: InstanceSavedAnswer = {};
  const outcome = await saveInstance(ctx.db, {
    entity,
    instanceId,
    values,
    tokens: save.ConcurrencyTokens,
    actor,
    parentEntityAttributeId: save.ParentEntityAttributeId,
    parentEntityInstanceId: save.ParentEntityInstanceId,
    sortOrderHint: save.SortOrderHint ?? null,
    afterWrite: async (tx, record) => {
      await attachFiles(tx, entity.id, record.id, pendingFiles, actor.userId);
      // Other modules act in the same transaction (a new OfferRequest starts its process).
      followUp = await instanceSaved(ctx.db, tx, {
        entity,
        record,
        created: instanceId === null,
        actor,
        action: save.Action,
      });
    },
  });
  if (throttle && outcome.status !== 'saved') await releaseAttempt(ctx.db, throttle);
  switch (outcome.status) {
    case 'saved':
      break;
    case 'stale':
      throw tr.problem(409, 'Forms_ConcurrencyConflict', {
        detail: 'The record was changed by someone else since it was loaded; nothing was saved.',
        extensions: { concurrencyTokens: { [outcome.current.id]: outcome.current.token } },
      });
    case 'locked':
      throw tr.problem(409, 'Forms_InstanceLocked', {
        detail: 'Someone else holds a lock on the record; nothing was saved.',
        values: { lockedBy: outcome.lock.lockedBy },
      });
    case 'missing':
      if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
      throw tr.problem(404, 'Forms_InstanceNotFound', { detail: 'No such record.' });
    case 'forbidden':
      if (actor.userId === null) throw tr.problem(401, 'AccessDenied_Text', { detail: 'Sign-in required.' });
      throw tr.problem(403, 'Forms_SaveForbidden', { detail: 'You may not change this record.' });
    case 'invalid':
      throw new ProblemError(400, {
        detail: 'Form not valid.',
        userMessages: outcome.issues.map((i) =>
          issueMessage(tr, i, elementOfAttribute.get(i.attribute) ?? i.attribute),
        ),
      });
  }
  const record = outcome.record;
  const files = await filesOfValues(ctx.db, entity, record.id, record.values);
  const defaultLanguage = accountSettings(ctx).defaultLanguage;
  const elements: FormElementDataMap = {};
  for (const element of definition.elements) {
    const attribute = attributeOf(entity, element);
    if (!attribute) continue;
    elements[element.name] = {
      value: displayValue(
        attribute,
        element,
        record.values[attribute.name] ?? null,
        tr.language,
        defaultLanguage,
        files,
      ) as never,
    };
  }
  const saveMessage = opened.form.saveMessageKey ?? 'Forms_SaveSuccess';
  // A task to open next (spec §4 OpenWfTask) — not on public forms: the public site has no task screens.
  const nextTask = opened.group.isPublic ? null : (followUp.openWfTaskId ?? null);
  return formSaveAnswerSchema.parse({
    entityInstanceId: record.id,
    entityInstanceDisplayName: record.displayName,
    elements,
    resultActionRequired: save.Action.endsWith('ANDCLOSE') ? 'CloseForm' : nextTask ? 'OpenWfTask' : null,
    openWfTaskId: nextTask,
    userMessages: [tr.message(saveMessage, 'info')],
    concurrencyTokens: { [record.id]: record.token },
  });
}
