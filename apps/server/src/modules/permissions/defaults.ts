import type { PermissionAction } from './resources';

/** The groups this module makes sure exist, with their name keys and sort order in the list. */
export const SEEDED_GROUPS = [
  { code: 'SALES', nameKey: 'Administration_Group_Sales', sortOrder: 20 },
  { code: 'DESIGNERS', nameKey: 'Administration_Group_Designers', sortOrder: 30 },
] as const;

/**
 * What a fresh installation grants (decision 0043): Sales answers offer requests and reads the
 * business (reports, dashboards, its price lists) and sees nothing of Administration; Designers shape the product (forms, processes,
 * document templates, help texts) without touching business records. Administrators need no
 * rows: they may do everything a resource allows at all. Each pair is granted once; what an
 * administrator takes away later stays taken away.
 */
export const DEFAULT_GRANTS: Readonly<Record<string, Readonly<Record<string, readonly PermissionAction[]>>>> =
  {
    SALES: {
      OfferRequest: ['read', 'update'],
      Report_OfferRequests: ['read'],
      Report_Calculations: ['read'],
      Report_ProductsUsed: ['read'],
      DashboardLayout: ['read', 'update', 'delete'],
      PriceList: ['read', 'create', 'update', 'delete'],
    },
    DESIGNERS: {
      FormDefinition: ['read', 'update', 'publish'],
      ProcessDefinition: ['read', 'publish'],
      DocumentTemplate: ['read', 'update', 'delete', 'publish'],
      HelpContent: ['create', 'update', 'delete'],
      ConfigurationCheck: ['read'],
      DashboardLayout: ['read', 'update', 'delete'],
      Report_OfferRequests: ['read'],
      Report_Calculations: ['read'],
      Report_ProductsUsed: ['read'],
    },
  };

/**
 * Defaults an earlier release granted and this one no longer does. Each group × resource is taken
 * back once, and only the rows the seed itself wrote (`updated_by = 'seed'`): a grant an
 * administrator gave or saved through the matrix stays. Sales' `Product:read` showed it
 * Administration → Products, a catalogue page Sales has no business in.
 */
export const WITHDRAWN_DEFAULTS: Readonly<
  Record<string, Readonly<Record<string, readonly PermissionAction[]>>>
> = {
  SALES: { Product: ['read'] },
};
