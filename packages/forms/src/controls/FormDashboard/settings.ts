import * as z from 'zod';

export const formDashboardSettingsSchema = /* @__PURE__ */ z.object({
  /** The dashboard to show (the dashboards package's id). */
  dashboardId: z.string().min(1).max(100).optional(),
  /** Parameters passed to the dashboard's widgets (e.g. the instance they filter by). */
  parameters: z
    .record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .default({}),
  /** Minimum height in pixels (the widgets' grid grows beyond it). */
  minHeight: z.number().int().min(0).max(4000).optional(),
});
export type FormDashboardSettings = z.infer<typeof formDashboardSettingsSchema>;

export function parseFormDashboardSettings(settings: unknown): FormDashboardSettings {
  const parsed = formDashboardSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : formDashboardSettingsSchema.parse({});
}
