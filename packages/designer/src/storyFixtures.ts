import type {
  ConsistencyReportDto,
  FormGroupDesign,
  ScriptsReportDto,
  VersionDetail,
  VersionSummary,
} from './api';
import type { DesignDefinition } from './core/index';

/**
 * The seeded public offer-request form (apps/server/seed/forms/OfferRequest.json) and the
 * designer's server answers around it, for the stories.
 */
export const offerRequestDefinition = {
  formName: 'Forms_OfferRequest_Title',
  title: 'Forms_OfferRequest_Title',
  dialogWidth: 800,
  doNotReloadAfterSave: true,
  helpContent: {
    id: 'OfferRequest',
    name: 'Forms_OfferRequest_Title',
  },
  sections: [
    {
      name: 'Contact',
      displayName: 'Forms_Section_Contact',
      elements: [
        {
          name: 'Intro',
          sortOrder: 10,
        },
        {
          name: 'ContactName',
          sortOrder: 20,
          colSpan: 6,
        },
        {
          name: 'Company',
          sortOrder: 30,
          colSpan: 6,
        },
        {
          name: 'Email',
          sortOrder: 40,
          colSpan: 6,
        },
        {
          name: 'Phone',
          sortOrder: 50,
          colSpan: 6,
        },
        {
          name: 'Country',
          sortOrder: 60,
        },
      ],
    },
    {
      name: 'Request',
      displayName: 'Forms_Section_Request',
      elements: [
        {
          name: 'Message',
          sortOrder: 10,
        },
        {
          name: 'Attachment',
          sortOrder: 20,
        },
        {
          name: 'CalculationReference',
          sortOrder: 30,
        },
        {
          name: 'Consent',
          sortOrder: 40,
        },
      ],
    },
  ],
  elements: [
    {
      name: 'Intro',
      controlType: 'FormLabel',
      settings: {
        text: 'Forms_OfferRequest_Intro',
      },
    },
    {
      name: 'ContactName',
      controlType: 'TextBox',
      displayName: 'Forms_OfferRequest_ContactName',
      required: true,
      settings: {
        maxLength: 200,
        autocomplete: 'name',
        autofocus: true,
      },
    },
    {
      name: 'Company',
      controlType: 'TextBox',
      displayName: 'Forms_OfferRequest_Company',
      settings: {
        maxLength: 200,
        autocomplete: 'organization',
      },
    },
    {
      name: 'Email',
      controlType: 'TextBox',
      displayName: 'Forms_OfferRequest_Email',
      required: true,
      settings: {
        type: 'email',
        maxLength: 254,
        autocomplete: 'email',
      },
    },
    {
      name: 'Phone',
      controlType: 'TextBox',
      displayName: 'Forms_OfferRequest_Phone',
      settings: {
        maxLength: 40,
        pattern: '[0-9+()/ -]{5,40}',
        invalidPatternMessage: 'Forms_OfferRequest_PhoneInvalid',
        autocomplete: 'tel',
      },
    },
    {
      name: 'Country',
      controlType: 'Dropdown',
      displayName: 'Forms_OfferRequest_Country',
      required: true,
      settings: {
        codeList: 'countries',
        valueField: 'code',
      },
    },
    {
      name: 'Message',
      controlType: 'TextBox',
      displayName: 'Forms_OfferRequest_Message',
      required: true,
      settings: {
        type: 'textarea',
        rows: 6,
        minRows: 3,
        maxLength: 4000,
      },
    },
    {
      name: 'Attachment',
      controlType: 'File',
      displayName: 'Forms_OfferRequest_Attachment',
      settings: {
        accept:
          'application/pdf,image/png,image/jpeg,image/webp,image/gif,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.presentationml.presentation,.pdf,.png,.jpg,.jpeg,.webp,.gif,.docx,.xlsx,.pptx',
        maxSize: 10485760,
      },
    },
    {
      name: 'CalculationReference',
      controlType: 'Hidden',
    },
    {
      name: 'Consent',
      controlType: 'Boolean',
      displayName: 'Forms_OfferRequest_Consent',
      required: true,
      labelPosition: 'inline',
    },
  ],
  toolbarButtons: [
    {
      baseName: 'Send',
      title: 'Forms_OfferRequest_Send',
      action: 'SAVE',
      iconKey: 'bi-send',
      visibility: 'alwaysVisible',
    },
  ],
} as unknown as DesignDefinition;

export const offerRequestVersions: VersionSummary[] = [
  {
    version: 3,
    status: 'draft',
    javascriptVersion: null,
    createdBy: 'admin',
    createdAt: '2026-11-27T16:20:00Z',
    publishedAt: null,
    publishedBy: null,
  },
  {
    version: 2,
    status: 'published',
    javascriptVersion: 'v2',
    createdBy: 'admin',
    createdAt: '2026-11-10T09:00:00Z',
    publishedAt: '2026-11-10T09:30:00Z',
    publishedBy: 'admin',
  },
  {
    version: 1,
    status: 'archived',
    javascriptVersion: null,
    createdBy: 'seed',
    createdAt: '2026-09-01T00:00:00Z',
    publishedAt: '2026-09-01T00:00:00Z',
    publishedBy: 'seed',
  },
];

/** The seeded script of the form (apps/server/seed/forms/scripts/OfferRequest.js). */
export const offerRequestScript =
  "// Script of the public OfferRequest form, served at api/v1/forms/javascript/OfferRequest_{version}.\n// The form engine calls the exported hooks with the form; the definition alone describes the form,\n// so the script only adds what data cannot: the e-mail address is trimmed and lower-cased before\n// validation runs, the way the server stores it.\nexport function onChange(form, name, value) {\n  if (name === 'Email' && typeof value === 'string') {\n    const normalised = value.trim().toLowerCase();\n    if (normalised !== value) form.setValue('Email', normalised);\n  }\n}\n";

/** GET api/v1/forms/OfferRequest/versions/{n}. */
export function offerRequestVersion(version = 3): VersionDetail {
  return {
    ...offerRequestVersions.find((v) => v.version === version)!,
    definition: offerRequestDefinition as unknown as Record<string, unknown>,
    javascript: offerRequestScript,
    texts: {},
  };
}

/** The fake API of the form designer over the offer-request form. */
export const editFormApi = {
  'api/v1/forms/OfferRequest/versions': (url: string) =>
    /\/versions\/?$/.test(url)
      ? offerRequestVersions
      : offerRequestVersion(Number(url.split('/versions/')[1]) || 3),
  'api/v1/scripts/lint': { findings: [] },
};

/** GET api/v1/forms/designer/groups/OfferRequest (the seeded group with its one form). */
export const offerRequestGroup: FormGroupDesign = {
  id: 'OfferRequest',
  name: 'Offer request',
  entityId: 'OfferRequest',
  isPublic: true,
  route: 'OfferRequest',
  titleKey: 'Forms_OfferRequest_Title',
  texts: {},
  forms: [
    {
      id: 'OfferRequest',
      name: 'Offer request',
      sectionName: 'General',
      titleKey: 'Forms_OfferRequest_Title',
      tooltipKey: null,
      sortOrder: 10,
      publishedVersion: 2,
      hasDraft: true,
    },
  ],
};

/** GET api/v1/consistency: a catalogue with one broken reference and two warnings. */
export const consistencyReport = (clean = false): ConsistencyReportDto => ({
  checkedAt: '2026-11-28T08:00:00Z',
  durationMs: 412,
  summary: clean ? { error: 0, warning: 0, info: 0 } : { error: 1, warning: 2, info: 1 },
  checks: [
    { name: 'forms', findings: clean ? 0 : 2, failed: false },
    { name: 'views', findings: clean ? 0 : 1, failed: false },
    { name: 'codeLists', findings: 0, failed: false },
    { name: 'navigation', findings: clean ? 0 : 1, failed: false },
    { name: 'documentTemplates', findings: 0, failed: false },
    { name: 'processes', findings: 0, failed: false },
  ],
  findings: clean
    ? []
    : [
        {
          severity: 'error',
          kind: 'missingCodeList',
          area: 'form',
          objectId: 'Project',
          path: 'elements.Medium.settings.codeList',
          message: 'The code list "media" does not exist (did you mean "mediums"?).',
          link: 'Administration/Forms/EditForm/Project?element=Medium',
        },
        {
          severity: 'warning',
          kind: 'missingTranslation',
          area: 'form',
          objectId: 'OfferRequest',
          path: 'elements.Phone.tooltip',
          message: 'The text "Forms_OfferRequest_PhoneTooltip" has no German translation.',
          link: 'Administration/Forms/EditForm/OfferRequest?element=Phone',
        },
        {
          severity: 'warning',
          kind: 'hiddenColumn',
          area: 'view',
          objectId: 'OfferRequests',
          path: 'columns.Country',
          message: 'The column "Country" is hidden and not filterable: nobody can see it.',
        },
        {
          severity: 'info',
          kind: 'emptyNavigation',
          area: 'navigation',
          objectId: 'ReportsAndAnalysis',
          message: 'The navigation group has no visible item for the Sales group.',
        },
      ],
});

/** GET api/v1/scripts/lint: the forms' scripts, one with findings. */
export const scriptsReport = (clean = false): ScriptsReportDto => ({
  checkedAt: '2026-11-28T08:00:00Z',
  durationMs: 188,
  summary: { scripts: 3, errors: clean ? 0 : 1, warnings: clean ? 0 : 1 },
  scripts: [
    {
      formId: 'OfferRequest',
      formName: 'Offer request',
      version: 3,
      status: 'draft',
      link: 'Administration/Forms/EditForm/OfferRequest?tab=script',
      findings: clean
        ? []
        : [
            {
              severity: 'error',
              ruleId: 'no-undef',
              message: "'fetchPrices' is not defined.",
              line: 4,
              column: 5,
            },
            {
              severity: 'warning',
              ruleId: 'eqeqeq',
              message: "Expected '===' and instead saw '=='.",
              line: 7,
              column: 22,
            },
          ],
    },
    {
      formId: 'Project',
      formName: 'Project',
      version: 5,
      status: 'published',
      link: 'Administration/Forms/EditForm/Project?tab=script',
      findings: [],
    },
    {
      formId: 'UserSettings',
      formName: 'User settings',
      version: 1,
      status: 'published',
      link: 'Administration/Forms/EditForm/UserSettings?tab=script',
      findings: [],
    },
  ],
});
