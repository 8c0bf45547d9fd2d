import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_BLANK_REL,
  RICH_TEXT_CONTROL_TYPES,
  RICH_TEXT_FORBIDDEN_TAGS,
  RICH_TEXT_URL_SCHEMES,
  isAllowedRichTextUrl,
  richTextLinkTarget,
} from '@insulcalc/forms/core';
import type sanitizeHtml from 'sanitize-html';
import { lazyModule } from '../../lazyModule';

const sanitizer = lazyModule<typeof sanitizeHtml>('sanitize-html');

/**
 * Elements removed together with their content; the others outside the allow-list are unwrapped
 * (their text stays, as in the browser's sanitiser).
 */
const DROP_WITH_CONTENT = [
  ...RICH_TEXT_FORBIDDEN_TAGS.filter((t) => t !== 'form'),
  'title',
  'xmp',
  'noembed',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs };
      // sanitize-html checks the scheme too; this also drops hrefs with control characters
      // hidden in the scheme (`java\tscript:`), which browsers would still run.
      if (attributes.href !== undefined && !isAllowedRichTextUrl(attributes.href)) delete attributes.href;
      // Spec §5: links default to target _self; a new window gets no opener.
      attributes.target = richTextLinkTarget(attributes.target);
      if (attributes.target === '_blank') attributes.rel = RICH_TEXT_BLANK_REL;
      else delete attributes.rel;
      return { tagName, attribs: attributes };
    },
  },
};

/** Sanitises one rich-text value (HTML) with the allow-list shared with the browser. */
export function sanitizeRichTextHtml(html: string): string {
  return sanitizer()(html, OPTIONS);
}

/**
 * A rich-text control's posted value, sanitised: an HTML string (RichTextArea) or a
 * language → HTML object (RichTextAreaMultiLang). Other values pass unchanged (the attribute's
 * own coercion has refused what does not fit).
 */
export function sanitizeRichTextValue(controlType: string, value: unknown): unknown {
  if (!RICH_TEXT_CONTROL_TYPES.has(controlType)) return value;
  if (typeof value === 'string') return sanitizeRichTextHtml(value);
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([language, text]) => [
        language,
        typeof text === 'string' ? sanitizeRichTextHtml(text) : text,
      ]),
    );
  return value;
}
