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
