/** The reports' and dashboards' CSS, injected once (the package ships no stylesheet). */
const CSS = `
.ic-dash-title { font-size: 1.5rem; margin: 0 0 1rem; }
.ic-dash-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); grid-auto-rows: minmax(80px, auto); gap: 1rem; }
.ic-dash-widget { border: 1px solid var(--ic-border, #d0d0d0); border-radius: 6px; padding: .75rem 1rem; background: var(--ic-surface, #fff); min-width: 0; overflow: auto; }
.ic-dash-widget-title { font-size: 1rem; margin: 0 0 .5rem; }
.ic-dash-figure { margin: 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: .25rem .5rem; }
.ic-dash-figure-value { font-size: 2.25rem; font-weight: 700; color: var(--ic-accent, #8c3314); }
.ic-dash-more { flex-basis: 100%; font-size: .875rem; }
.ic-dash-muted { color: var(--ic-text-muted, #555); font-size: .875rem; }
.ic-dash-tasks { margin: 0; padding-left: 1.1rem; }
.ic-dash-hints { margin: .25rem 0 .5rem; padding-left: 1.1rem; font-size: .875rem; }
.ic-dash-text { margin: 0; white-space: pre-line; }
.ic-dash-chart { width: 100%; }
.ic-dash-table { border-collapse: collapse; width: 100%; }
.ic-dash-table caption { text-align: left; font-weight: 600; padding-bottom: .25rem; }
.ic-dash-table caption.ic-dash-sr, .ic-dash-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ic-dash-bad { color: var(--ic-danger, #b00020); }
.ic-dash-findings { margin: .25rem 0; padding-left: 1.1rem; font-size: .875rem; }
.ic-dash-severity { font-weight: 600; }
.ic-dash-link { background: none; border: 0; padding: 0; font: inherit; color: var(--ic-link, #0b57d0); text-decoration: underline; cursor: pointer; }
.ic-dash-table th, .ic-dash-table td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid var(--ic-border, #ddd); }
.ic-dash-table .ic-num { text-align: right; font-variant-numeric: tabular-nums; }
.ic-dash-table tfoot th, .ic-dash-table tfoot td { font-weight: 700; border-top: 2px solid var(--ic-border, #999); }
.ic-dash-sort { background: none; border: 0; padding: 0; font: inherit; font-weight: 600; cursor: pointer; color: inherit; }
.ic-dash-pager { display: flex; gap: .75rem; align-items: center; margin-top: .5rem; }
.ic-dash-input { font: inherit; padding: .25rem .5rem; border: 1px solid var(--ic-border, #888); border-radius: 4px; }
.ic-dash-h2 { font-size: 1.125rem; margin: 1rem 0 .5rem; }
.ic-dash-details summary { cursor: pointer; font-size: .875rem; }
.ic-report { display: flex; flex-direction: column; gap: 1rem; }
.ic-report-params { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; align-items: flex-start; }
.ic-report-param { display: flex; flex-direction: column; gap: .25rem; border: 0; padding: 0; margin: 0; }
.ic-report-param legend { font-weight: 600; padding: 0; margin-bottom: .25rem; }
.ic-report-param > label { font-weight: 600; }
.ic-report-choices { display: flex; flex-wrap: wrap; gap: .25rem .75rem; max-width: 36rem; }
.ic-report-choices label { font-weight: 400; }
.ic-report-summary { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; align-items: start; }
.ic-layout-editor { display: flex; flex-direction: column; gap: 1rem; }
.ic-layout-table input { width: 4.5rem; }
.ic-layout-canvas .ic-layout-item { border: 1px dashed var(--ic-accent, #8c3314); background: var(--ic-surface-2, #faf5f2); padding: .25rem .5rem; overflow: hidden; border-radius: 4px; cursor: move; }
@media (max-width: 768px) {
  .ic-dash-grid { grid-template-columns: 1fr; }
  .ic-dash-widget { grid-column: 1 / -1 !important; grid-row: auto !important; }
  .ic-report-summary { grid-template-columns: 1fr; }
}
`;

let injected = false;
export function ensureDashboardStyles(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  if (injected || !doc) return;
  injected = true;
  const style = doc.createElement('style');
  style.dataset.icDashboards = '';
  style.textContent = CSS;
  doc.head.appendChild(style);
}
