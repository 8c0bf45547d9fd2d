import { TRANSITION_TIMEOUT_MS } from '@insulcalc/tokens';
import { MEDIUM_LAYOUT_MAX_WIDTH, SMALL_LAYOUT_MAX_WIDTH } from './layout';

export const FORMS_STYLE_HREF = 'insulcalc-forms';

/**
 * The form engine's stylesheet: grid (12 columns, medium ≤ 1024 px, small ≤ 768 px), chrome, controls.
 * Its notes stay here, out of the string every page with a form loads:
 * - A large form's sections off screen skip layout and paint until near (decision 0027); the browser still finds their text and focuses their fields.
 * - The label column is never narrower than its longest word (minmax(min-content, …)): a label wraps between words or hyphenates by the page's lang, never mid-word.
 * - The star is tied to the label's last word by a no-break space. Words wrap whole or hyphenate by language (html lang); never broken at an arbitrary letter.
 * - A narrow cell wraps a date and time's segments inside the box rather than running past it.
 */
export const formsCss = `
.ic-dynamic-form{display:grid;gap:.75rem;grid-template-columns:minmax(0,1fr)}
.ic-dynamic-form.ic-with-left-nav{grid-template-columns:14rem minmax(0,1fr)}
.ic-dynamic-form.ic-with-left-nav>.ic-form-title{grid-column:1/-1}
.ic-form-title{font-size:1.5rem;margin:0}
.ic-form-left-nav ul{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.ic-left-nav-item{width:100%;text-align:start;padding:.4rem .6rem;border:1px solid var(--ic-border,#d1d5db);border-radius:.25rem;background:var(--ic-surface,#fff);color:var(--ic-text,#1f2937);cursor:pointer}
.ic-left-nav-item[aria-current=page]{border-color:var(--ic-primary,#1d4ed8);font-weight:600}
.ic-form-main{display:grid;gap:.75rem;min-width:0}
.ic-form-section{border:1px solid var(--ic-border,#d1d5db);border-radius:.375rem;padding:.75rem 1rem;background:var(--ic-surface,#fff)}
.ic-form-section-title{font-size:1.1rem;margin:0 0 .5rem}
.ic-form-lazy>.ic-form-section{content-visibility:auto;contain-intrinsic-size:auto 40rem}
.ic-section-toggle{background:none;border:0;padding:0;font:inherit;color:inherit;cursor:pointer}
.ic-form-grid{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:.75rem 1rem;grid-auto-flow:row}
.ic-form-cell{grid-column:var(--ic-col-start)/span var(--ic-col-span);grid-row:span var(--ic-row-span);min-width:0}
.ic-form-cell[hidden]{display:none}
.ic-row-break{grid-column:1/-1;height:0}
@media (max-width:${MEDIUM_LAYOUT_MAX_WIDTH}px){.ic-form-cell{grid-column:auto/span min(12,calc(var(--ic-col-span)*2))}.ic-row-break{display:none}.ic-dynamic-form.ic-with-left-nav{grid-template-columns:minmax(0,1fr)}}
@media (max-width:${SMALL_LAYOUT_MAX_WIDTH}px){.ic-form-cell{grid-column:1/-1}}
.ic-field.ic-label-left{display:grid;grid-template-columns:minmax(min-content,33%) minmax(0,1fr);gap:.5rem;align-items:start}
.ic-field.ic-label-top{display:grid;gap:.25rem}
.ic-field.ic-label-inline{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
@media (max-width:${SMALL_LAYOUT_MAX_WIDTH}px){.ic-field.ic-label-left{grid-template-columns:minmax(0,1fr)}}
.ic-field-label{display:flex;gap:.25rem;align-items:center;padding-top:.35rem;color:var(--ic-text,#1f2937)}
.ic-field-label>label{overflow-wrap:normal;word-break:normal;hyphens:auto}
.ic-required{color:var(--ic-danger,#b91c1c);white-space:nowrap}
.ic-tooltip-trigger{border:1px solid var(--ic-border,#d1d5db);border-radius:50%;width:1.25rem;height:1.25rem;font-size:.75rem;line-height:1;background:var(--ic-surface,#fff);color:var(--ic-text,#1f2937);cursor:help}
.ic-tooltip{background:#111827;color:#fff;padding:.35rem .5rem;border-radius:.25rem;font-size:.875rem;transition:opacity ${TRANSITION_TIMEOUT_MS}ms}
.ic-tooltip[data-entering],.ic-tooltip[data-exiting]{opacity:0}
.ic-input{box-sizing:border-box;width:100%;padding:.4rem .5rem;border:1px solid var(--ic-border,#9ca3af);border-radius:.25rem;background:var(--ic-input-bg,#fff);color:var(--ic-text,#1f2937);font:inherit}
.ic-input[aria-invalid=true],.ic-has-error .ic-input{border-color:var(--ic-danger,#b91c1c)}
.ic-borderless .ic-input{border-color:transparent;background:transparent;padding-left:0}
.ic-readonly .ic-input{background:transparent}
.ic-field-error{color:var(--ic-danger,#b91c1c);font-size:.875rem;margin-top:.2rem}
.ic-field-warning{color:var(--ic-warning,#92400e);font-size:.875rem;margin-top:.2rem}
.ic-field-info{color:var(--ic-info,#1e40af);font-size:.875rem;margin-top:.2rem}
.ic-textbox{display:flex;gap:.25rem;align-items:flex-start}
.ic-checkbox{display:inline-flex;gap:.5rem;align-items:center;cursor:pointer}
.ic-checkbox-box,.ic-radio-dot{display:inline-grid;place-items:center;width:1.1rem;height:1.1rem;border:1px solid var(--ic-muted,#4b5563);border-radius:.2rem;background:var(--ic-input-bg,#fff);color:var(--ic-text,#1f2937)}
.ic-radio-dot{border-radius:50%}
.ic-radio[data-selected] .ic-radio-dot{background:var(--ic-primary,#1d4ed8);box-shadow:inset 0 0 0 3px var(--ic-input-bg,#fff)}
.ic-radio-group{display:flex;flex-direction:column;gap:.35rem}
.ic-radio-group[aria-orientation=horizontal]{flex-direction:row;flex-wrap:wrap;gap:1rem}
.ic-radio{display:inline-flex;gap:.4rem;align-items:center;cursor:pointer}
[data-focus-visible],button.ic-btn:focus-visible,.ic-section-toggle:focus-visible,button.ic-tooltip-trigger:focus-visible,input.ic-input:focus-visible,textarea.ic-input:focus-visible{outline:2px solid var(--ic-primary,#1d4ed8);outline-offset:2px}
.ic-select-button{display:flex;justify-content:space-between;text-align:start;cursor:pointer}
.ic-popover{background:var(--ic-surface,#fff);border:1px solid var(--ic-border,#d1d5db);border-radius:.25rem;box-shadow:0 4px 12px rgba(0,0,0,.15);z-index:9000;min-width:var(--trigger-width)}
.ic-listbox{max-height:18rem;overflow:auto;padding:.25rem;outline:none}
.ic-listbox-item{padding:.35rem .5rem;border-radius:.2rem;cursor:pointer;color:var(--ic-text,#1f2937)}
.ic-listbox-item[data-focused],.ic-listbox-item[data-selected]{background:#dbeafe;color:#1e3a8a}
.ic-date-input{display:flex;flex-wrap:wrap;gap:.1rem}
.ic-date-segment{padding:0 .1rem;border-radius:.15rem}
.ic-date-segment[data-placeholder]{color:var(--ic-muted,#4b5563)}
.ic-date-segment[data-focused]{background:var(--ic-primary,#1d4ed8);color:#fff}
.ic-unknown-control{padding:.5rem;border:1px dashed var(--ic-warning,#92400e);color:var(--ic-warning,#92400e);border-radius:.25rem}
.ic-form-label{margin:0;white-space:pre-wrap}
.ic-form-header{margin:.5rem 0 0}
.ic-file-list{margin:.35rem 0 0;padding-left:1.1rem}
.ic-form-lock-note{color:var(--ic-warning,#92400e);margin:0}
.ic-table{border-collapse:collapse;width:100%;margin-bottom:1rem}
.ic-table th,.ic-table td{border-bottom:1px solid var(--ic-border,#d1d5db);padding:.3rem .5rem;text-align:start;vertical-align:top}
.ic-table caption{text-align:start;font-weight:600;padding:.25rem 0}
.ic-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.ic-muted{color:var(--ic-muted,#4b5563)}
`;
