import type { ServerContext } from '../../context';

/** How bad a finding is: an error breaks a screen, a warning shows something wrong, info is advice. */
export type ConsistencySeverity = 'error' | 'warning' | 'info';

/** The kinds of findings (one test each on a deliberately broken seed). */
export type ConsistencyKind =
  | 'unknownEntity'
  | 'unknownAttribute'
  | 'unknownView'
  | 'unknownDocumentTemplate'
  | 'unknownCodeList'
  | 'unknownControlType'
  | 'invalidControlSettings'
  | 'unknownForm'
  | 'unknownFormGroup'
  | 'unknownNavigationParent'
  | 'invalidDefinition'
  | 'duplicateName'
  | 'ruleCycle'
  | 'unknownRuleField'
  | 'missingTranslation'
  | 'unknownTranslation'
  | 'scriptSyntax'
  | 'unboundElement'
  | 'entityUnreadable'
  | 'anonymousCreateUnlimited'
  | 'groupWithoutMembers';

/** One problem of the configuration, with where it is and where to fix it. */
export interface ConsistencyFinding {
  severity: ConsistencySeverity;
  kind: ConsistencyKind | (string & {});
  /** What holds the problem: formGroup, form, view, codeList, navigation, entity, documentTemplate, process … */
  area: string;
  objectId: string;
  /** Where inside the object (`elements.Email.rules.visible`), when it helps. */
  path?: string | undefined;
  /** Translation key of the message and its ICU values. */
  messageKey: string;
  values: Record<string, string | number>;
  /** Platform path of the screen that fixes it (relative to the app base), when one exists. */
  link?: string | undefined;
}

/** An entity attribute as the checks see it. */
export interface CheckedAttribute {
  name: string;
  dataType: string;
  displayNameKey: string | null;
  options: Record<string, unknown> | null;
}

/** The stored configuration the checks read, loaded once per run. */
export interface ConsistencyConfiguration {
  entities: Map<
    string,
    {
      id: string;
      displayNameKey: string;
      /** Who may read its instances without a grant (`nobody`: not even administrators). */
      readLevel: string;
      attributes: Map<string, CheckedAttribute>;
    }
  >;
  views: { id: string; entityId: string; definition: Record<string, unknown> }[];
  /** Code list name → its items (the language list counts as a list without items). */
  codeLists: Map<string, { id: string; code: string; nameKey: string; isActive: boolean }[]>;
  formGroups: {
    id: string;
    entityId: string;
    name: string;
    titleKey: string;
    route: string | null;
  }[];
  forms: {
    id: string;
    formGroupId: string;
    name: string;
    sectionName: string;
    titleKey: string;
    tooltipKey: string | null;
    saveMessageKey: string | null;
    publishedVersion: number | null;
    /** The published version and the draft (archived versions are history, not configuration). */
    versions: {
      version: number;
      status: string;
      definition: Record<string, unknown>;
      javascript: string | null;
    }[];
  }[];
  navigation: {
    id: string;
    parentId: string | null;
    titleKey: string;
    tooltipKey: string | null;
    url: string | null;
  }[];
  /** Translation key → language → text (null is a deliberate empty text). */
  translations: Map<string, Map<string, string | null>>;
  /** The six languages every text needs. */
  languages: readonly string[];
}

/** What every check receives. */
export interface ConsistencyInput {
  ctx: ServerContext;
  config: ConsistencyConfiguration;
}

/**
 * One module's contribution to Application/CheckConsistency. A module lists its checks in its
 * ServerModule (`consistencyChecks`, in its index.ts); the consistency module runs them all.
 */
export interface ConsistencyCheck {
  /** Short name, shown in the report's summary and in logs. */
  name: string;
  run(input: ConsistencyInput): Promise<ConsistencyFinding[]> | ConsistencyFinding[];
}
