import { z } from 'zod';

/**
 * Answers of the workflow calls that more than one client reads: the task counts feed the
 * navigation badge, the My tasks widget and page (@insulcalc/workflow) and the home dashboard's
 * hint about groups without members (@insulcalc/dashboards).
 */

/** A group tasks go to that has no active member, with its open tasks (administrators only). */
export const groupWithoutMembersDto = z.object({
  /** The userGroups item's code (upper case, as the list keeps it). */
  code: z.string(),
  /** The group's name in the reader's language. */
  name: z.string(),
  /** Open tasks waiting for it. */
  open: z.number().int(),
});
export type GroupWithoutMembersDto = z.output<typeof groupWithoutMembersDto>;

/** GET api/v1/workflow/tasks/counts: the user's open tasks, overdue and due within a day. */
export const taskCountsDto = z
  .object({
    open: z.number().int(),
    overdue: z.number().int(),
    dueSoon: z.number().int(),
    /** Filled for administrators only; everybody else gets an empty list. */
    groupsWithoutMembers: z.array(groupWithoutMembersDto),
  })
  .meta({ id: 'TaskCounts' });
export type TaskCountsDto = z.output<typeof taskCountsDto>;

/** One group of the configurator's rows (inputs or results) in the reader's language. */
const figureRows = z.object({
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string(), unit: z.string() })),
});

/**
 * GET api/v1/workflow/requests/{entityId}/{instanceId}/calculation: a request record's calculation
 * as the task page shows it (the sent offer's figures once one was sent), read by the record's
 * CalculationSummary control (@insulcalc/forms), and the configurator's stored input, read by the
 * configurator's read-only view (@insulcalc/insulation, decision 0047).
 */
export const requestCalculationDto = z
  .object({
    calculation: z
      .object({
        projectName: z.string().nullable(),
        calculationName: z.string().nullable(),
        headline: z.object({ label: z.string(), value: z.string(), unit: z.string() }).nullable(),
        summary: z.array(figureRows),
        /** Set when the figures are the sent offer's (its date). */
        sentAt: z.string().nullish(),
      })
      .nullable(),
    /** The configurator's stored calculation; null when the request carries none. */
    configurator: z
      .object({
        projectName: z.string().nullable(),
        calculationName: z.string().nullable(),
        calculation: z.record(z.string(), z.unknown()),
      })
      .nullable(),
  })
  .meta({ id: 'RequestCalculation' });
export type RequestCalculationDto = z.output<typeof requestCalculationDto>;
