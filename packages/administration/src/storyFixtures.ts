import type { DynamicFormDataInput, ViewRowsAnswer } from '@insulcalc/forms/core';
import type { LambdaPoint } from './chart/LambdaChart';

/**
 * What the administration screens read, shaped as the server answers (the seeded forms and views
 * of apps/server/seed), for the stories: a small insulation supplier's users, products and code lists.
 */

type Column = ViewRowsAnswer['columns'][number];
const column = (attribute: string, title: string, dataType = 'text'): Column =>
  ({ attribute, title, dataType, sortable: true, filters: [], hidden: false }) as Column;

function view(
  viewId: string,
  entityId: string,
  title: string,
  columns: Column[],
  rows: { id: string; displayName: string; values: Record<string, unknown> }[],
): ViewRowsAnswer {
  return {
    viewId,
    entityId,
    title,
    columns,
    sort: [],
    page: 1,
    pageSize: 50,
    total: rows.length,
    totalIsExact: true,
    rows,
    canDelete: false,
    canCreate: true,
  } as ViewRowsAnswer;
}

/** POST api/v1/views/UserAccounts/rows. */
export const userAccountsView = (empty = false) =>
  view(
    'UserAccounts',
    'UserAccount',
    'Users',
    [
      column('UserName', 'User name'),
      column('FullName', 'Name'),
      column('Email', 'E-mail'),
      column('IsActive', 'Active', 'boolean'),
      column('LastLoginAt', 'Last sign-in', 'dateTime'),
    ],
    empty
      ? []
      : [
          ['admin', 'Administrator', 'admin@insulcalc.si', true, '2026-11-28T07:12:00Z'],
          ['ana.novak', 'Ana Novak', 'ana.novak@insulcalc.si', true, '2026-11-27T15:40:00Z'],
          ['marko.horvat', 'Marko Horvat', 'marko.horvat@insulcalc.si', true, '2026-11-20T09:03:00Z'],
          ['petra.kranjc', 'Petra Kranjc', 'petra.kranjc@insulcalc.si', false, null],
        ].map(([UserName, FullName, Email, IsActive, LastLoginAt]) => ({
          id: `u-${String(UserName)}`,
          displayName: String(FullName),
          values: { UserName, FullName, Email, IsActive, LastLoginAt },
        })),
  );

/** POST api/v1/views/Products/rows: the insulation catalogue. */
export const productsView = () =>
  view(
    'Products',
    'Product',
    'Products',
    [
      column('Name', 'Name'),
      column('ProductType', 'Type'),
      column('MaxTemperature', 'Max. temperature (°C)', 'number'),
      column('Recommended', 'Recommended', 'boolean'),
    ],
    [
      ['Mineral wool pipe section 100 kg/m³', 'Pipe section', 620, true],
      ['Mineral wool wired mat 80 kg/m³', 'Wired mat', 640, false],
      ['Calcium silicate board', 'Board', 1000, false],
      ['Elastomeric foam tube', 'Tube', 105, true],
      ['Polyurethane foam shell', 'Pipe section', 135, false],
    ].map(([Name, ProductType, MaxTemperature, Recommended], i) => ({
      id: `p-${i + 1}`,
      displayName: String(Name),
      values: { Name, ProductType, MaxTemperature, Recommended },
    })),
  );

/** POST api/v1/views/CodeLists/rows: one row per list with its item counts. */
export const codeListsView = () =>
  view(
    'CodeLists',
    'CodeList',
    'Code lists',
    [column('ApiName', 'API name'), column('Name', 'Name'), column('Items', 'Items', 'number')],
    [
      ['mediums', 'Media', 9],
      ['surfaceTypes', 'Surface types', 6],
      ['productTypes', 'Product types', 5],
      ['fuelTypes', 'Fuel types', 7],
      ['countries', 'Countries', 12],
    ].map(([ApiName, Name, Items], index) => ({
      id: String(ApiName),
      displayName: String(Name),
      values: { ApiName, Name, Items, Position: index + 1 },
    })),
  );

/** POST api/v1/views/CodeList_mediums/rows: the media code list's items (the seeded ones). */
export const mediumsView = () =>
  view(
    'CodeList_mediums',
    'CodeList_mediums',
    'Media',
    [column('Code', 'Code'), column('Name', 'Name'), column('IsActive', 'Active', 'boolean')],
    [
      ['water', 'Water', true],
      ['steam', 'Steam', true],
      ['thermalOil', 'Thermal oil', true],
      ['air', 'Air', true],
      ['refrigerant', 'Refrigerant', false],
    ].map(([Code, Name, IsActive]) => ({
      id: String(Code),
      displayName: String(Name),
      values: { Code, Name, IsActive },
    })),
  );

/** POST api/v1/forms/load of the UserAccount form group (the seeded form, its texts translated). */
export function userAccountForm(
  options: { readonly?: boolean; id?: string | null } = {},
): DynamicFormDataInput {
  const id = options.id === undefined ? 'u-ana.novak' : options.id;
  return {
    formId: 'UserAccount',
    formGroupId: 'UserAccount',
    sectionName: 'General',
    formName: 'Administration_User_Title',
    title: 'User',
    formVersion: 1,
    entityInstanceId: id,
    entityInstanceDisplayName: id ? 'Ana Novak' : null,
    readonly: options.readonly ?? false,
    concurrencyTokens: id ? { UserAccount: 'token-7' } : {},
    sections: [
      {
        name: 'General',
        elements: [
          { name: 'UserName', sortOrder: 10, colSpan: 6 },
          { name: 'FullName', sortOrder: 20, colSpan: 6 },
          { name: 'Email', sortOrder: 30, colSpan: 6 },
          { name: 'IsActive', sortOrder: 50, colSpan: 6 },
        ],
      },
    ],
    elements: [
      {
        name: 'UserName',
        controlType: 'TextBox',
        displayName: 'User name',
        required: true,
        value: id ? 'ana.novak' : null,
      },
      { name: 'FullName', controlType: 'TextBox', displayName: 'Full name', value: id ? 'Ana Novak' : null },
      {
        name: 'Email',
        controlType: 'TextBox',
        displayName: 'E-mail',
        settings: { type: 'email' },
        value: id ? 'ana.novak@insulcalc.si' : null,
      },
      { name: 'IsActive', controlType: 'Boolean', displayName: 'Active', value: true },
    ],
    toolbarButtons: [
      { baseName: 'Save', action: 'SAVE', buttonClassName: 'ic-btn-primary' },
      { baseName: 'Close', action: 'CLOSE' },
    ],
  } as DynamicFormDataInput;
}

/** GET api/v1/account/users/{id}/api-keys. */
export const apiKeys = [
  {
    id: 'k1',
    name: 'ERP export',
    prefix: 'ick_7f3a9c2e',
    createdAt: '2026-10-02T08:00:00.000Z',
    lastUsedAt: '2026-11-28T05:00:12.000Z',
    expiresAt: '2027-10-02T08:00:00.000Z',
  },
  {
    id: 'k2',
    name: 'Price list import',
    prefix: 'ick_b41d0e77',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
  },
];

/** λ(θ) of a mineral wool pipe section (100 kg/m³), as the product form's grid holds it. */
export const mineralWoolLambda: LambdaPoint[] = [
  { temperature: 50, conductivity: 0.037 },
  { temperature: 100, conductivity: 0.043 },
  { temperature: 200, conductivity: 0.058 },
  { temperature: 300, conductivity: 0.078 },
  { temperature: 400, conductivity: 0.103 },
];

/** Points typed wrong: λ falls between 100 and 200 °C, and one far outside insulation materials. */
export const implausibleLambda: LambdaPoint[] = [
  { temperature: 50, conductivity: 0.037 },
  { temperature: 100, conductivity: 0.043 },
  { temperature: 200, conductivity: 0.031 },
  { temperature: 300, conductivity: 4.3 },
];
