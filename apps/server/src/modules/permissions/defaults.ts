import type { PermissionAction } from './resources';

/** The groups this module makes sure exist, with their name keys and sort order in the list. */
export const SEEDED_GROUPS = [
  { code: 'SALES', nameKey: 'Administration_Group_Sales', sortOrder: 20 },
  { code: 'DESIGNERS', nameKey: 'Administration_Group_Designers', sortOrder: 30 },
] as const;

/**
 * What a fresh installation grants (decision 0043): Sales answers offer requests and reads the
 * business (reports, dashboards, the catalogue); Designers shape the product (forms, processes,
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
      Product: ['read'],
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
