export const WORKFLOW_STYLE_HREF = 'insulcalc-workflow';

/** The workflow screens' stylesheet (task page, my tasks, the widget), on the shell's variables. */
export const workflowCss = `
.ic-wf-page{display:grid;gap:1rem;min-width:0}
/* Grid items may shrink below their content (a long line in the JSON editor scrolls inside it). */
.ic-wf-page>*{min-width:0}
.ic-wf-page>p{margin:0}
.ic-wf-head{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between}
.ic-wf-title{font-size:1.5rem;margin:0}
.ic-wf-subtitle{font-size:1.1rem;margin:0 0 .5rem}
.ic-wf-toolbar,.ic-wf-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.ic-wf-summary,.ic-wf-reassign,.ic-wf-history,.ic-wf-filters{border:1px solid var(--ic-border,#d1d5db);border-radius:.375rem;padding:.75rem 1rem;background:var(--ic-surface,#fff)}
.ic-wf-facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.5rem 1rem;margin:0}
.ic-wf-facts dt{font-size:.85rem;color:var(--ic-text-muted,#4b5563)}
.ic-wf-facts dd{margin:0;font-weight:600;overflow-wrap:break-word;hyphens:auto}
.ic-wf-headline dd strong{font-size:1.25rem}
.ic-wf-muted{color:var(--ic-text-muted,#4b5563);font-weight:400}
.ic-wf-calculation summary{cursor:pointer;font-weight:600}
.ic-wf-comments{margin:.75rem 0 0;padding-left:1.25rem}
.ic-wf-notice{margin:0;padding:.5rem .75rem;border-left:4px solid var(--ic-primary,#1d4ed8);background:var(--ic-surface-alt,#eff6ff)}
.ic-wf-history summary{cursor:pointer;font-weight:600}
.ic-wf-history ol{margin:.5rem 0 0;padding-left:1.25rem;display:grid;gap:.25rem}
.ic-wf-filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:end}
.ic-wf-filters .ic-field{margin:0}
.ic-wf-filters fieldset{border:0;margin:0;padding:0;display:flex;gap:.75rem;flex-wrap:wrap}
.ic-wf-filters legend{font-weight:600;padding:0;margin-bottom:.25rem}
.ic-wf-table-wrap{overflow-x:auto}
.ic-wf-table{width:100%;border-collapse:collapse}
.ic-wf-table th,.ic-wf-table td{text-align:start;padding:.5rem;border-bottom:1px solid var(--ic-border,#d1d5db);vertical-align:top}
.ic-wf-table th{font-size:.85rem;color:var(--ic-text-muted,#374151)}
.ic-wf-overdue{display:inline-block;margin-inline-start:.35rem;padding:0 .4rem;border-radius:.75rem;background:#fee2e2;color:#7f1d1d;font-size:.8rem;font-weight:600}
.ic-wf-badge{display:inline-flex;min-width:1.25rem;justify-content:center;margin-inline-start:.35rem;padding:0 .35rem;border-radius:.75rem;background:var(--ic-primary,#1d4ed8);color:#fff;font-size:.75rem;font-weight:700;line-height:1.25rem}
.ic-wf-pager{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.ic-wf-widget ul{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.ic-wf-widget-figures{display:flex;gap:1.5rem;margin:0 0 .5rem}
.ic-wf-widget-figures strong{display:block;font-size:1.5rem}
.ic-wf-findings{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.ic-wf-findings code{overflow-wrap:anywhere}
.ic-wf-severity{display:inline-block;padding:0 .4rem;border-radius:.75rem;font-size:.8rem;font-weight:600;background:#e5e7eb;color:#111827}
.ic-wf-severity-error{background:#fee2e2;color:#7f1d1d}
.ic-wf-severity-warning{background:#fef3c7;color:#78350f}
.ic-wf-preview{display:grid;gap:.5rem}
.ic-wf-preview p{margin:0}
/* The frame leaves room for the title, the text, the link and Confirm/Cancel: the dialog never outgrows a phone. */
.ic-wf-preview-frame{width:100%;height:max(12rem,calc(100vh - 24rem));border:1px solid var(--ic-border,#d1d5db);border-radius:.25rem;background:#fff}
.ic-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:768px){.ic-wf-table thead{display:none}.ic-wf-table tr{display:grid;border-bottom:1px solid var(--ic-border,#d1d5db);padding:.5rem 0}.ic-wf-table td{border:0;padding:.15rem .25rem}.ic-wf-table td[data-label]::before{content:attr(data-label) ": ";font-size:.85rem;color:var(--ic-text-muted,#4b5563)}}
`;
