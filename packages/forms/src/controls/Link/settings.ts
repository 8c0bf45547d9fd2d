import * as z from 'zod';

export const linkSettingsSchema = /* @__PURE__ */ z.object({
  url: z.string().max(2000).optional(),
  text: z.string().max(500).optional(),
  /** Spec §5: links default to target _self. */
  target: z.enum(['_self', '_blank']).default('_self'),
});

/** Only http(s), relative and mailto addresses are followed; anything else (javascript:) is dropped. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (/^(https?:|mailto:|\/|\.|#|[A-Za-z0-9_-]+(\/|\?|$))/i.test(trimmed) && !/^javascript:/i.test(trimmed))
    return trimmed;
  return undefined;
}
