/**
 * The heavy editors' styles, injected by their lazily loaded modules on first use so a form
 * without them ships none of this either. Colours are the theme's variables (decision 0007).
 */
const EDITOR_CSS = `
.ic-richtext{border:1px solid var(--ic-border,#9ca3af);border-radius:.25rem;background:var(--ic-input-bg,#fff);color:var(--ic-text,#1f2937)}
.ic-has-error .ic-richtext{border-color:var(--ic-danger,#b91c1c)}
.ic-richtext-toolbar{display:flex;flex-wrap:wrap;gap:.15rem;padding:.25rem;border-bottom:1px solid var(--ic-border,#d1d5db)}
.ic-richtext-button{min-width:2rem;height:2rem;padding:0 .4rem;border:1px solid transparent;border-radius:.2rem;background:transparent;color:var(--ic-text,#1f2937);font:inherit;cursor:pointer}
.ic-richtext-button[data-hovered]{border-color:var(--ic-border,#d1d5db)}
.ic-richtext-button[data-selected],.ic-richtext-button[aria-pressed=true]{background:var(--ic-primary,#1d4ed8);color:#fff}
.ic-richtext-button[data-disabled]{opacity:.5;cursor:default}
.ic-richtext-glyph::before{content:attr(data-glyph)}
.ic-richtext-glyph-bold{font-weight:700}.ic-richtext-glyph-italic{font-style:italic}.ic-richtext-glyph-underline{text-decoration:underline}.ic-richtext-glyph-strike{text-decoration:line-through}
.ic-richtext-separator{width:1px;align-self:stretch;background:var(--ic-border,#d1d5db);margin:0 .2rem}
.ic-richtext-content{padding:.4rem .6rem;outline:none;overflow:auto}
.ic-richtext-content:focus-visible{outline:2px solid var(--ic-primary,#1d4ed8);outline-offset:-2px}
.ic-richtext-content p,.ic-richtext-view p{margin:0 0 .5rem}
.ic-richtext-content a,.ic-richtext-view a{color:var(--ic-primary,#1d4ed8)}
.ic-richtext-view{overflow-wrap:anywhere}
.ic-richtext-link-form{display:grid;gap:.4rem;padding:.6rem;min-width:18rem}
.ic-richtext-link-actions{display:flex;gap:.4rem;justify-content:flex-end}
.ic-editor-loading{display:flex;align-items:center;padding:.4rem .6rem;border:1px dashed var(--ic-border,#d1d5db);border-radius:.25rem;color:var(--ic-muted,#4b5563)}
.ic-ml-tabs{display:flex;gap:.15rem;flex-wrap:wrap;margin-bottom:.25rem}
.ic-ml-tab{padding:.25rem .6rem;border:1px solid var(--ic-border,#d1d5db);border-radius:.25rem .25rem 0 0;cursor:pointer;color:var(--ic-text,#1f2937);background:var(--ic-surface,#fff)}
.ic-ml-tab[data-selected]{border-color:var(--ic-primary,#1d4ed8);font-weight:600}
.ic-ml-filled::after{content:" •"}
.ic-code{border:1px solid var(--ic-border,#9ca3af);border-radius:.25rem;background:var(--ic-input-bg,#fff);overflow:hidden}
.ic-has-error .ic-code{border-color:var(--ic-danger,#b91c1c)}
.ic-code .cm-editor{max-height:var(--ic-code-max-height,none)}
.ic-code .cm-editor.cm-focused{outline:2px solid var(--ic-primary,#1d4ed8);outline-offset:-2px}
.ic-code-problem{color:var(--ic-danger,#b91c1c);font-size:.875rem;margin-top:.2rem}
`;

const STYLE_ID = 'ic-editors-style';

/** Adds the editors' stylesheet to the document once (no-op outside a browser). */
export function ensureEditorStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = EDITOR_CSS;
  document.head.appendChild(style);
}
