import type { HelpContentRef } from '../core/index';

import { HELP_CONTENT_ENTITY_ID, HELP_CONTENT_FORM_GROUP_ID } from '@insulcalc/shell';

export { HELP_CONTENT_ENTITY_ID, HELP_CONTENT_FORM_GROUP_ID };

/** The shell's help item for a form's helpContent (spec §2: the read-only help-content form). */
export function helpItemOf(helpContent: HelpContentRef | null | undefined) {
  if (!helpContent) return null;
  return {
    entityId: HELP_CONTENT_ENTITY_ID,
    formGroupId: HELP_CONTENT_FORM_GROUP_ID,
    entityInstanceId: helpContent.id,
  };
}
