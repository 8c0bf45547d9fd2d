export const PERMISSION_MATRIX_STYLE_HREF = 'insulcalc-permission-matrix';

/**
 * The matrix scrolls inside its own box (the page never scrolls sideways on a phone) with the
 * resource names kept in view (sticky first column). The form's one section holds only the
 * record's values (Hidden controls), so its otherwise empty box is not shown.
 */
export const permissionMatrixCss = `
.ic-form-section.ic-perm-values{display:none}
.ic-perm{display:flex;flex-direction:column;gap:.75rem;min-width:0;max-width:100%}
.ic-perm-intro{margin:0;color:var(--ic-muted,#4b5563)}
.ic-perm-filter{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.ic-perm-filter input{font:inherit;padding:.3rem .5rem;border:1px solid #767676;border-radius:.25rem;min-width:0;max-width:100%}
.ic-perm-scroll{overflow:auto;max-width:100%;max-height:calc(100vh - 7rem);border:1px solid var(--ic-border,#e5e7eb);border-radius:.3rem;background:#fff}
.ic-perm-table{border-collapse:separate;border-spacing:0;min-width:100%}
.ic-perm-table caption{text-align:start;font-weight:600;padding:.5rem .75rem}
.ic-perm-table caption>span,.ic-perm-table th[scope=rowgroup]>span{position:sticky;left:.75rem;display:inline-block}
.ic-perm-table th,.ic-perm-table td{padding:.4rem .6rem;border-bottom:1px solid var(--ic-border,#e5e7eb);text-align:start;vertical-align:top;background:#fff}
.ic-perm-table thead th{position:sticky;top:0;z-index:2;background:#f1f5f9;white-space:nowrap}
.ic-perm-table th[scope=row],.ic-perm-table thead th:first-child{position:sticky;left:0;z-index:1;min-width:9rem;max-width:14rem;border-right:1px solid var(--ic-border,#e5e7eb)}
.ic-perm-table thead th:first-child{z-index:3}
.ic-perm-table th[scope=row]{font-weight:500}
.ic-perm-table th[scope=rowgroup]{background:#f8fafc;font-weight:700}
.ic-perm-actions{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.15rem;min-width:8rem}
.ic-perm-actions label{display:inline-flex;align-items:center;gap:.35rem;white-space:nowrap;cursor:pointer}
.ic-perm-actions input{width:1.1rem;height:1.1rem;margin:0}
.ic-perm-actions input:disabled+span{color:var(--ic-muted,#4b5563)}
.ic-perm-everyone{color:#1e3a8a;font-size:.875rem;white-space:nowrap}
.ic-perm-locked-note{display:block;font-weight:400;font-size:.8rem;white-space:normal;max-width:12rem;color:var(--ic-muted,#4b5563)}
.ic-perm-error{color:#b91c1c;margin:0}
`;
