import { mediaDown } from '@insulcalc/tokens';

export const CONTROLS_STYLE_HREF = 'insulcalc-form-controls';

/**
 * Styles of the list, grid, language and icon controls; React 19 hoists and de-duplicates the
 * `<style href>` so that every control can render it. Widths come from the one breakpoint table.
 */
export const controlsCss = `
.ic-tooltip{background:#111827;color:#fff;padding:.35rem .55rem;border-radius:.25rem;font-size:.875rem;line-height:1.35;box-shadow:0 2px 8px rgba(0,0,0,.25);transition:opacity 300ms}
.ic-tooltip[data-entering],.ic-tooltip[data-exiting]{opacity:0}
.ic-tooltip-trigger{border:1px solid var(--ic-border,#9ca3af);background:var(--ic-surface,#fff);color:var(--ic-text,#1f2937);border-radius:50%;width:1.4rem;height:1.4rem;padding:0;line-height:1;cursor:help;font:inherit;font-size:.8rem}
.ic-chips{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;margin:0;padding:0}
.ic-chip{display:inline-flex;align-items:center;gap:.25rem;padding:.1rem .45rem;border-radius:1rem;background:#e5e7eb;color:#111827;font-size:.875rem}
.ic-chip button{border:0;background:transparent;color:inherit;cursor:pointer;padding:0 .15rem;font:inherit}
.ic-checkbox-group{display:flex;flex-direction:column;gap:.35rem}
.ic-checkbox-group[data-orientation=horizontal]{flex-direction:row;flex-wrap:wrap;gap:1rem}
.ic-dual{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);gap:.5rem;align-items:stretch}
.ic-dual-pane{display:flex;flex-direction:column;gap:.25rem;min-width:0}
.ic-dual-pane .ic-listbox{border:1px solid var(--ic-border,#9ca3af);border-radius:.25rem;min-height:8rem;background:var(--ic-input-bg,#fff)}
.ic-dual-buttons{display:flex;flex-direction:column;justify-content:center;gap:.35rem}
.ic-btn{border:1px solid var(--ic-border,#9ca3af);background:var(--ic-surface,#fff);color:var(--ic-text,#1f2937);border-radius:.25rem;padding:.3rem .6rem;cursor:pointer;font:inherit}
.ic-btn[data-disabled],.ic-btn:disabled{opacity:.55;cursor:default}
.ic-btn-small{padding:.1rem .4rem;font-size:.875rem}
.ic-multilang{display:grid;gap:.35rem}
.ic-multilang-row{display:grid;grid-template-columns:8rem minmax(0,1fr);gap:.5rem;align-items:center}
.ic-lang-tag{display:inline-block;min-width:2rem;text-align:center;font-size:.75rem;text-transform:uppercase;border:1px solid var(--ic-border,#9ca3af);border-radius:.2rem;padding:0 .2rem;color:var(--ic-muted,#4b5563)}
.ic-icon{display:inline-block;vertical-align:-.125em;width:1em;height:1em;flex:none}
.ic-icon svg{display:block;width:100%;height:100%;fill:currentColor}
.ic-icon-lookup{display:flex;gap:.5rem;align-items:center}
.ic-icon-lookup .react-aria-ComboBox,.ic-icon-lookup-input{flex:1;min-width:0}
.ic-combobox{display:flex}
.ic-combobox .ic-input{border-top-right-radius:0;border-bottom-right-radius:0}
.ic-combobox .ic-btn{border-top-left-radius:0;border-bottom-left-radius:0;border-left:0}
.ic-formgrid-wrap-outer{min-width:0;max-width:100%}
.ic-field:has(.ic-formgrid-wrap-outer) .ic-field-control{min-width:0;max-width:100%}
.ic-formgrid-wrap{overflow-x:auto;max-width:100%}
.ic-formgrid{border-collapse:collapse;width:100%}
.ic-formgrid th,.ic-formgrid td{border-bottom:1px solid var(--ic-border,#d1d5db);padding:.25rem .35rem;text-align:start;vertical-align:top}
.ic-formgrid th{font-weight:600;font-size:.875rem}
.ic-formgrid td .ic-input{min-width:6rem;border-color:var(--ic-border,#9ca3af)}
.ic-formgrid td .ic-input[aria-invalid=true],.ic-formgrid td [data-invalid] .ic-input,.ic-formgrid td .ic-select[data-invalid] .ic-input{border-color:var(--ic-danger,#b91c1c)}
.ic-formgrid-row[data-selected] td{background:#eff6ff}
.ic-formgrid-actions{display:flex;gap:.25rem;white-space:nowrap}
.ic-formgrid-error{color:var(--ic-danger,#b91c1c);font-size:.8rem}
.ic-formgrid-toolbar{display:flex;gap:.5rem;margin-top:.4rem}
.ic-dashboard-slot{border:1px dashed var(--ic-border,#9ca3af);border-radius:.35rem;padding:1rem;min-height:6rem}
.ic-dashboard-empty{display:grid;place-items:center;text-align:center;color:var(--ic-muted,#4b5563);min-height:5rem}
@media ${mediaDown('md')}{.ic-dual{grid-template-columns:minmax(0,1fr)}.ic-dual-buttons{flex-direction:row;flex-wrap:wrap}.ic-multilang-row{grid-template-columns:minmax(0,1fr)}}
`;

/** Put once per control; React keeps one copy in the document head. */
export function ControlStyles() {
  return (
    <style href={CONTROLS_STYLE_HREF} precedence="default">
      {controlsCss}
    </style>
  );
}
