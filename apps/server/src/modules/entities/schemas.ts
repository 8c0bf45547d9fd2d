import { z } from 'zod';

/** Entity ids: a letter, then letters, digits, `_` (the `entity_id_check` constraint). */
export const entityIdSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Entities_NotFound');
/** Instance ids: UUIDs of configured entities, user ids, seeded names ('Configurator'). */
export const instanceIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'Entities_NotFound');

export const instanceParamsSchema = z.object({ entityId: entityIdSchema, instanceId: instanceIdSchema });
export const entityParamsSchema = z.object({ entityId: entityIdSchema });

const jsonValue = z.json();

/** GET api/v1/entities/{entityId}/{instanceId}/history answer (HistoryDialog). */
export const historyAnswerSchema = z.object({
  entityId: z.string(),
  entityDisplayName: z.string(),
  entityInstanceId: z.string(),
  entityInstanceDisplayName: z.string().nullable(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      action: z.enum(['create', 'update', 'delete']),
      userName: z.string().nullable(),
      changedAt: z.iso.datetime({ offset: true }),
      changes: z.array(
        z.object({
          attribute: z.string(),
          displayName: z.string(),
          oldValue: jsonValue,
          newValue: jsonValue,
        }),
      ),
    }),
  ),
});

/** POST api/v1/entities/{entityId}/delete body (DeleteDialog). */
export const deleteBodySchema = z.object({
  entityInstanceIds: z.array(instanceIdSchema).min(1, 'validation_required').max(500),
  concurrencyTokens: z.record(instanceIdSchema, z.string().max(200)).optional(),
});

export const userMessagesSchema = z.array(
  z.object({
    message: z.string(),
    level: z.enum(['error', 'warn', 'info']),
    controlName: z.string().optional(),
  }),
);

export const deleteAnswerSchema = z.object({
  deletedIds: z.array(z.string()),
  userMessages: userMessagesSchema,
});

/** POST api/v1/entities/{entityId}/delete-allowed body (search pages: delete the selected rows). */
export const deleteAllowedBodySchema = z.object({
  entityInstanceIds: z.array(instanceIdSchema).min(1, 'validation_required').max(500),
});

/** One row that was not deleted (spec §2 mass-edit error dialog: MassEditError). */
export const massEditErrorSchema = z.object({
  entityInstanceId: z.string(),
  entityInstanceDisplayName: z.string().nullable(),
  reason: z.enum(['notFound', 'forbidden', 'locked']),
  message: z.string(),
});

export const deleteAllowedAnswerSchema = z.object({
  deletedIds: z.array(z.string()),
  massEditErrors: z.array(massEditErrorSchema),
  userMessages: userMessagesSchema,
});
