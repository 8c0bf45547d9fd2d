import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_BLANK_REL,
  RICH_TEXT_FORBIDDEN_TAGS,
  isAllowedRichTextUrl,
  richTextLinkTarget,
} from '../core/index';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())];

/** One DOMPurify instance of our own, so its hooks never touch another user of the library. */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (node, data) => {
    // The allow-list is per element (`start` only on <ol>, `href` only on <a>); DOMPurify's
    // ALLOWED_ATTR is global, so attributes are narrowed here.
    const allowed = RICH_TEXT_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (data.attrName === 'href' && !isAllowedRichTextUrl(data.attrValue)) data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // Spec §5: links default to target _self; a new window gets no opener.
    const target = richTextLinkTarget(node.getAttribute('target'));
    node.setAttribute('target', target);
    if (target === '_blank') node.setAttribute('rel', RICH_TEXT_BLANK_REL);
    else node.removeAttribute('rel');
  });
  purifier = created;
  return created;
}

/**
 * Sanitises stored rich text before it is shown (the server sanitised it on save already; this
 * is the second line, for values stored before or written around the form save). An explicit
 * ALLOWED_TAGS: DOMPurify's default list keeps form, input, select, textarea and button.
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR,
    FORBID_TAGS: [...RICH_TEXT_FORBIDDEN_TAGS],
    // Text inside an unknown element stays (a <div>'s paragraph); scripts, styles, SVG and the
    // text of a form control go with their element.
    KEEP_CONTENT: true,
    ADD_FORBID_CONTENTS: ['textarea', 'select', 'option', 'button'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
