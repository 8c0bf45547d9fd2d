import { z } from 'zod';

/**
 * The answer of every failed API call: RFC 9457 problem details
 * (`Content-Type: application/problem+json`) with the messages the client shows (spec §7
 * "A JSON response may contain userMessages (message and level), which are shown").
 */
export const userMessageSchema = z
  .object({
    message: z.string(),
    level: z.enum(['error', 'warn', 'info']),
    /** The field the message belongs to (a body path such as `calculationData.0.equipmentDiameter`). */
    controlName: z.string().optional(),
  })
  .meta({ id: 'UserMessage' });
export type UserMessageDto = z.output<typeof userMessageSchema>;

export const problemDetailsSchema = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    userMessages: z.array(userMessageSchema).optional(),
  })
  .meta({ id: 'ProblemDetails', description: 'RFC 9457 problem details; extension members may follow.' });
export type ProblemDetailsDto = z.output<typeof problemDetailsSchema>;

/** A success answer that only carries messages to show (e.g. "Password changed"). */
export const userMessagesResult = z.object({ userMessages: z.array(userMessageSchema) });
export type UserMessagesResult = z.output<typeof userMessagesResult>;
