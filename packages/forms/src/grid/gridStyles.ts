export const GRID_STYLE_HREF = 'insulcalc-grid';

/** ViewGrid, search page and lookup styles (theme variables as the form engine's). */
export const gridCss = `
.ic-view-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem;min-width:0}
.ic-view-grid-title{font-size:1.25rem;margin:0}
.ic-view-grid-toolbar,.ic-view-grid-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.ic-view-grid-toolbar{min-width:0;overflow:hidden;padding:4px;margin:-4px}
.ic-view-grid-toolbar>*{min-width:0;flex:1 1 auto}
.ic-view-grid-selected{margin-inline-start:auto;color:var(--ic-muted,#4b5563)}
.ic-view-grid-columns,.ic-grid-filters{display:flex;flex-wrap:wrap;align-items:flex-start;gap:.5rem 1rem;border:1px solid var(--ic-border,#d1d5db);border-radius:.375rem;padding:.5rem .75rem;margin:0;background:var(--ic-surface,#fff)}
.ic-view-grid-columns legend{font-weight:600;padding:0 .25rem}
.ic-grid-filter{display:grid;align-content:start;gap:.25rem;min-width:12rem;flex:1 1 12rem}
.ic-grid-filter-title{font-weight:600}
.ic-grid-filter-kind{display:grid;grid-template-columns:5rem minmax(0,1fr);gap:.25rem;align-items:center}
.ic-grid-filter-kind-label{color:var(--ic-muted,#4b5563);font-size:.875rem}
.ic-grid-filter-range{display:flex;gap:.25rem;align-items:center}
.ic-grid-filter-values{display:flex;flex-wrap:wrap;gap:.25rem .75rem;border:0;margin:0;padding:0;max-height:7.5rem;overflow:auto}
.ic-grid-filter-value{display:inline-flex;gap:.25rem;align-items:center}
.ic-view-grid-scroll{overflow:auto;max-width:100%;border:1px solid var(--ic-border,#d1d5db);border-radius:.375rem;background:var(--ic-surface,#fff)}
.ic-view-grid-scroll-virtual{max-height:min(70vh,44rem)}
.ic-view-grid-table .ic-grid-spacer td{padding:0;border:0}
.ic-view-grid-table{border-collapse:collapse;width:100%;font-size:.9375rem}
.ic-view-grid-table th,.ic-view-grid-table td{padding:.4rem .6rem;border-bottom:1px solid var(--ic-border,#e5e7eb);text-align:start;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:30rem;color:var(--ic-text,#1f2937)}
.ic-view-grid-table th{position:sticky;top:0;background:var(--ic-surface-alt,#f3f4f6);font-weight:600;z-index:1}
.ic-view-grid-table .ic-grid-numeric{text-align:end;font-variant-numeric:tabular-nums}
.ic-view-grid-table .ic-grid-select{width:2.25rem;text-align:center}
.ic-view-grid-table [data-cell]:focus{outline:2px solid var(--ic-primary,#1d4ed8);outline-offset:-2px}
.ic-view-grid-table tbody tr:hover{background:var(--ic-hover,#f9fafb)}
.ic-view-grid-table tr.ic-grid-row-selected{background:var(--ic-selected,#dbeafe)}
.ic-grid-sort{all:unset;cursor:pointer;display:inline-flex;gap:.35rem;align-items:center}
.ic-grid-sort-mark{font-size:.75rem;color:var(--ic-muted,#4b5563)}
.ic-view-grid-empty{margin:0;padding:.75rem;color:var(--ic-muted,#4b5563)}
.ic-view-grid-pager{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.ic-view-grid-pages{display:inline-flex;gap:.25rem;align-items:center}
.ic-view-grid-page-size{display:inline-flex;gap:.35rem;align-items:center}
.ic-view-grid-page-size select{width:auto}
.ic-view-grid-error{padding:.5rem .75rem;border:1px solid var(--ic-danger,#b91c1c);border-radius:.375rem;color:var(--ic-danger,#b91c1c)}
.ic-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.ic-search-page{display:grid;grid-template-columns:minmax(0,1fr);gap:.75rem}
.ic-lookup{display:flex;gap:.25rem;align-items:flex-start;position:relative}
.ic-lookup-input{flex:1 1 auto;min-width:0}
.ic-lookup-tags{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:0;list-style:none}
.ic-lookup-tag{display:inline-flex;gap:.25rem;align-items:center;padding:.1rem .4rem;border:1px solid var(--ic-border,#d1d5db);border-radius:1rem;background:var(--ic-surface-alt,#f3f4f6)}
.ic-lookup-tag button{all:unset;cursor:pointer;padding:0 .2rem}
.ic-lookup-tag button:focus-visible{outline:2px solid var(--ic-primary,#1d4ed8)}
.ic-multilookup{display:grid;gap:.35rem}
.ic-related-picker{display:grid;gap:.35rem;justify-items:start}
.ic-related-list{list-style:none;margin:0;padding:0;display:grid;gap:.2rem;width:100%}
.ic-related-item{display:flex;justify-content:space-between;gap:.5rem;padding:.25rem .5rem;border:1px solid var(--ic-border,#e5e7eb);border-radius:.25rem}
.ic-related-empty,.ic-link-empty{color:var(--ic-muted,#4b5563);margin:0}
.ic-listbox-empty{padding:.4rem .6rem;color:var(--ic-muted,#4b5563)}
@media (max-width:576px){.ic-view-grid-pager{justify-content:flex-start}.ic-view-grid-selected{margin-inline-start:0}}
`;
