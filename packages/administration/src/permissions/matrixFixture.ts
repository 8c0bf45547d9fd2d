import type { DynamicFormDataInput } from '@insulcalc/forms/core';
import type { MatrixGrants, MatrixGroup, MatrixResource } from './grants';

/**
 * A Permissions record as `forms/load` answers it (a smaller catalogue than the server's), for
 * the matrix's tests and story.
 */
export const sampleGroups: MatrixGroup[] = [
  { code: 'ADMINISTRATORS', nameKey: 'Administration_Group_Administrators', locked: true },
  { code: 'SALES', nameKey: 'Administration_Group_Sales', locked: false },
  { code: 'DESIGNERS', nameKey: 'Administration_Group_Designers', locked: false },
];

export const sampleResources: MatrixResource[] = [
  {
    id: 'OfferRequest',
    kind: 'entity',
    nameKey: 'Entity_OfferRequest',
    actions: ['read', 'update', 'delete'],
    everyone: { create: 'anonymous' },
  },
  {
    id: 'Project',
    kind: 'entity',
    nameKey: 'Entity_Project',
    actions: ['read', 'update'],
    everyone: { create: 'authenticated', read: 'owner', update: 'owner' },
  },
  {
    id: 'DocumentTemplate',
    kind: 'surface',
    nameKey: 'Permissions_Surface_DocumentTemplate',
    actions: ['read', 'update', 'delete', 'publish'],
    everyone: {},
  },
  {
    id: 'ConfigurationCheck',
    kind: 'surface',
    nameKey: 'Permissions_Surface_ConfigurationCheck',
    actions: ['read'],
    everyone: {},
  },
];

export const sampleGrants: MatrixGrants = {
  SALES: { OfferRequest: ['read', 'update'] },
  DESIGNERS: { DocumentTemplate: ['read', 'update', 'publish'] },
};

export function samplePermissionsForm(
  options: { readonly?: boolean; grants?: MatrixGrants } = {},
): DynamicFormDataInput {
  return {
    formId: 'Permissions',
    formGroupId: 'Permissions',
    entityId: 'Permissions',
    entityInstanceId: 'all',
    formName: 'Permissions_Title',
    title: 'Permissions',
    formVersion: 1,
    readonly: options.readonly ?? false,
    concurrencyTokens: { Permissions: 'token-1' },
    sections: [
      {
        name: 'General',
        sectionClassName: 'ic-perm-values',
        elements: [
          { name: 'Grants', sortOrder: 10 },
          { name: 'Groups', sortOrder: 20 },
          { name: 'Resources', sortOrder: 30 },
        ],
      },
    ],
    elements: [
      { name: 'Grants', controlType: 'Hidden', value: options.grants ?? sampleGrants },
      { name: 'Groups', controlType: 'Hidden', readonly: true, value: sampleGroups },
      { name: 'Resources', controlType: 'Hidden', readonly: true, value: sampleResources },
    ],
    toolbarButtons: [
      { baseName: 'Save', action: 'SAVE', buttonClassName: 'ic-btn-primary' },
      { baseName: 'Close', action: 'CLOSE' },
    ],
  };
}
