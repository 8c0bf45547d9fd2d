import type { HelpContentRef } from '../core/index';

/** The help-content entity and its form group (seeded by the server's forms module). */
export const HELP_CONTENT_ENTITY_ID = 'HelpContent';
export const HELP_CONTENT_FORM_GROUP_ID = 'HelpContent';

/** The shell's help item for a form's helpContent (spec §2: the read-only help-content form). */
export function helpItemOf(helpContent: HelpContentRef | null | undefined) {
  if (!helpContent) return null;
  return {
    entityId: HELP_CONTENT_ENTITY_ID,
    formGroupId: HELP_CONTENT_FORM_GROUP_ID,
    entityInstanceId: helpContent.id,
  };
}
