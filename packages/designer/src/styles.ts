/** The designer's stylesheet (theme variables of @insulcalc/forms: --ic-text, --ic-border …). */
export const designerCss = `
.ic-designer-title { font-size: 1.5rem; margin: 0; }
.ic-designer { display: flex; flex-direction: column; gap: 12px; }
.ic-designer-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.ic-designer-toolbar .ic-designer-status { margin-inline-start: auto; color: var(--ic-muted, #555); }
.ic-designer button, .ic-designer-page button { min-height: 32px; padding: 4px 10px; border: 1px solid var(--ic-border, #767676); border-radius: 4px; background: var(--ic-surface, #fff); color: var(--ic-text, #1a1a1a); cursor: pointer; }
.ic-designer button.ic-primary, .ic-designer-page button.ic-primary { background: var(--ic-primary, #0b5cad); color: #fff; border-color: var(--ic-primary, #0b5cad); }
.ic-designer button:disabled { opacity: 0.6; cursor: default; }
.ic-designer input, .ic-designer select, .ic-designer textarea, .ic-designer-page input, .ic-designer-page select { border: 1px solid var(--ic-border, #767676); border-radius: 4px; padding: 4px 6px; background: var(--ic-input-bg, #fff); color: var(--ic-text, #1a1a1a); font: inherit; max-width: 100%; box-sizing: border-box; }
.ic-designer textarea { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; width: 100%; }
.ic-designer-tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ic-border, #767676); flex-wrap: wrap; }
.ic-designer-tabs [role="tab"] { border-bottom: none; border-radius: 4px 4px 0 0; }
.ic-designer-tabs [role="tab"][aria-selected="true"] { background: var(--ic-primary, #0b5cad); color: #fff; }
.ic-designer-body { display: grid; grid-template-columns: minmax(0, 1fr) 360px; gap: 16px; align-items: start; }
@media (max-width: 1024px) { .ic-designer-body { grid-template-columns: minmax(0, 1fr); } }
.ic-designer-section { border: 1px solid var(--ic-border, #767676); border-radius: 6px; padding: 8px; margin-bottom: 12px; }
.ic-designer-section h2 { font-size: 1rem; margin: 0 0 8px; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
.ic-designer-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 6px; list-style: none; margin: 0; padding: 0; }
.ic-designer-cell { grid-column: var(--ic-col-start) / span var(--ic-col-span); grid-row: span var(--ic-row-span); min-width: 0; }
.ic-designer-cell > button { width: 100%; height: 100%; text-align: start; display: flex; flex-direction: column; gap: 2px; overflow: hidden; background: var(--ic-surface, #fff); border-style: dashed; }
.ic-designer-cell > button[aria-pressed="true"] { outline: 3px solid var(--ic-primary, #0b5cad); outline-offset: 1px; border-style: solid; }
.ic-designer-cell > button:focus-visible { outline: 3px solid var(--ic-primary, #0b5cad); outline-offset: 2px; }
.ic-designer-cell.ic-drop-target > button { border-color: var(--ic-primary, #0b5cad); border-width: 2px; }
.ic-designer-cell-type { font-size: 0.8rem; color: var(--ic-muted, #555); }
.ic-designer-cell-name { font-weight: 600; overflow-wrap: break-word; hyphens: auto; }
.ic-designer-dropzone { grid-column: 1 / -1; border: 2px dashed var(--ic-border, #767676); border-radius: 4px; padding: 6px; text-align: center; color: var(--ic-muted, #555); }
.ic-designer-dropzone.ic-drop-target { border-color: var(--ic-primary, #0b5cad); }
.ic-designer-panel { border: 1px solid var(--ic-border, #767676); border-radius: 6px; padding: 10px; display: flex; flex-direction: column; gap: 10px; }
.ic-designer-panel fieldset { border: 1px solid var(--ic-border, #767676); border-radius: 4px; padding: 6px 8px; display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.ic-designer-panel legend { font-weight: 600; }
.ic-designer-field { display: flex; flex-direction: column; gap: 2px; }
.ic-designer-field.ic-inline { flex-direction: row; align-items: center; gap: 6px; }
.ic-designer-row { display: flex; gap: 8px; flex-wrap: wrap; }
.ic-designer-row > .ic-designer-field { flex: 1 1 70px; }
.ic-designer-error { color: var(--ic-danger, #b00020); font-size: 0.875rem; }
.ic-designer-hint { color: var(--ic-muted, #555); font-size: 0.875rem; }
.ic-designer-chips { display: flex; flex-wrap: wrap; gap: 4px; }
.ic-designer-chips button { min-height: 24px; padding: 0 6px; font-size: 0.8rem; }
.ic-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ic-designer-table { border-collapse: collapse; width: 100%; }
.ic-designer-table th, .ic-designer-table td { border-bottom: 1px solid var(--ic-border, #767676); padding: 4px 6px; text-align: start; vertical-align: top; }
.ic-designer-findings { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 4px; }
.ic-designer-findings li { border-inline-start: 4px solid var(--ic-border, #767676); padding: 4px 8px; overflow-wrap: break-word; hyphens: auto; }
.ic-designer-findings li.ic-error { border-color: var(--ic-danger, #b00020); }
.ic-designer-findings li.ic-warning { border-color: var(--ic-warning, #8a5a00); }
.ic-designer-findings li.ic-info { border-color: var(--ic-info, #0b5cad); }
.ic-designer-page { display: flex; flex-direction: column; gap: 12px; }
.ic-designer-page h2 { font-size: 1.1rem; margin: 8px 0 4px; }
.ic-designer-summary { display: flex; gap: 16px; flex-wrap: wrap; }
.ic-designer-script { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.ic-designer-preview { border: 1px solid var(--ic-border, #767676); border-radius: 6px; padding: 8px; }
`;
