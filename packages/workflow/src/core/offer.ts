import offer from '../../definitions/offer.json' with { type: 'json' };
import { processDefinitionSchema, type ProcessDefinition, type ProcessDefinitionInput } from './definition';

/** The seeded Offer process as stored (definitions/offer.json): the server seeds it as version 1. */
export const OFFER_PROCESS_DATA: ProcessDefinitionInput = offer as ProcessDefinitionInput;

/**
 * The Offer process, parsed. `durations` replaces its times (tests and installations that answer
 * faster): the task's due time, its reminder and the escalation delay.
 */
export function offerProcess(durations?: {
  due?: string;
  reminder?: string;
  escalationDelay?: string;
}): ProcessDefinition {
  const data = structuredClone(offer) as ProcessDefinitionInput & {
    activities: Array<Record<string, unknown>>;
  };
  if (durations) {
    const task = data.activities.find((a) => a.id === 'prepareOffer') as {
      due: Record<string, unknown> & { escalation: Record<string, unknown> };
    };
    if (durations.due) task.due.after = durations.due;
    if (durations.reminder) task.due.reminders = [durations.reminder];
    if (durations.escalationDelay) task.due.escalation.delay = durations.escalationDelay;
  }
  return processDefinitionSchema.parse(data);
}
