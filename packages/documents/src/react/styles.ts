/** The screens' CSS, injected once (the package ships no stylesheet of its own). */
const CSS = `
.ic-doc-page { display: flex; flex-direction: column; gap: 1rem; }
.ic-doc-title { font-size: 1.5rem; margin: 0; }
.ic-doc-facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
.ic-doc-facts dt { font-weight: 600; }
.ic-doc-facts dd { margin: 0; }
.ic-doc-editor-layout { display: grid; grid-template-columns: minmax(0, 1fr) 16rem; gap: 1rem; }
.ic-doc-label { font-weight: 600; display: block; }
.ic-doc-help { margin: .25rem 0 .5rem; color: var(--ic-text-muted, #555); font-size: .875rem; }
.ic-doc-fields { border: 1px solid var(--ic-border, #ccc); border-radius: 4px; padding: .5rem; max-height: 720px; overflow: auto; }
.ic-doc-fields h2, .ic-doc-page section h2 { font-size: 1rem; margin: 0 0 .5rem; }
.ic-doc-fields ul { list-style: none; margin: 0; padding: 0; font-size: .8rem; }
.ic-doc-fields li { padding: .1rem 0; overflow-wrap: break-word; hyphens: auto; }
.ic-doc-table-scroll { overflow-x: auto; max-width: 100%; }
.ic-doc-table { border-collapse: collapse; width: 100%; }
.ic-doc-table th, .ic-doc-table td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid var(--ic-border, #ddd); }
.ic-doc-problem { color: var(--ic-danger, #a4161a); }
.ic-doc-fieldset { border: 0; padding: 0; margin: 0 0 1rem; display: flex; flex-direction: column; gap: .25rem; }
.ic-doc-fieldset legend { font-weight: 600; margin-bottom: .25rem; }
.ic-doc-field { display: flex; flex-direction: column; gap: .25rem; margin-bottom: .75rem; }
.ic-doc-input { font: inherit; padding: .375rem .5rem; border: 1px solid var(--ic-border, #888); border-radius: 4px; }
.ic-doc-textarea { font-family: ui-monospace, monospace; font-size: .8rem; }
/* minmax(0, …): the editor's long lines scroll inside it instead of widening the page. */
@media (max-width: 768px) { .ic-doc-editor-layout { grid-template-columns: minmax(0, 1fr); } }
`;

let injected = false;
export function ensureDocumentStyles(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  if (injected || !doc) return;
  injected = true;
  const style = doc.createElement('style');
  style.dataset.icDocuments = '';
  style.textContent = CSS;
  doc.head.appendChild(style);
}
