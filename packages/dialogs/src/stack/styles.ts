export const dialogCss = `
.ic-dialog-backdrop{position:fixed;inset:0;display:flex;align-items:flex-start;justify-content:center;background:rgba(15,23,42,.45);padding:2rem .5rem;overflow:auto}
.ic-dialog{background:#fff;color:#1f2937;border-radius:.5rem;box-shadow:0 10px 40px rgba(0,0,0,.3);max-width:calc(100vw - 1rem);display:flex;flex-direction:column;outline:none}
.ic-dialog-header{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.75rem 1rem;border-bottom:1px solid #e5e7eb}
.ic-dialog-title{margin:0;font-size:1.15rem;font-weight:600}
.ic-dialog-close{border:0;background:transparent;font-size:1.5rem;line-height:1;cursor:pointer;padding:.25rem .5rem;color:#374151;border-radius:.25rem}
.ic-dialog-title{flex:1}
.ic-dialog-help{border:1px solid #6b7280;background:transparent;font-weight:600;width:1.75rem;height:1.75rem;line-height:1;cursor:pointer;color:#374151;border-radius:50%}
.ic-dialog-help:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.ic-dialog-close:focus-visible,.ic-btn:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.ic-dialog-body{padding:1rem}
.ic-dialog-error{border-left:4px solid #b91c1c;padding:.25rem .75rem;color:inherit}
.ic-dialog-footer{display:flex;justify-content:flex-end;gap:.5rem;padding:.75rem 1rem;border-top:1px solid #e5e7eb}
.ic-btn{display:inline-flex;align-items:center;gap:.35rem;border:1px solid #1d4ed8;background:#fff;color:#1d4ed8;border-radius:.3rem;padding:.4rem .85rem;font:inherit;cursor:pointer}
.ic-btn-primary{background:#1d4ed8;color:#fff}
.ic-btn[disabled]{opacity:.55;cursor:not-allowed}
.ic-btn[aria-pressed=true]{background:#dbeafe}
.ic-spinner{display:inline-block;width:.9em;height:.9em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:ic-spin .75s linear infinite}
@keyframes ic-spin{to{transform:rotate(360deg)}}
.ic-toolbar{display:flex;flex-wrap:nowrap;align-items:center;gap:5px;min-width:0;position:relative}
.ic-toolbar[inert]{opacity:.6}
.ic-menu-popover{z-index:100000}
.ic-menu-popover [role=menu]{outline:none}
.ic-toolbar-menu{background:#fff;border:1px solid #d1d5db;border-radius:.3rem;box-shadow:0 4px 16px rgba(0,0,0,.15);min-width:12rem;padding:.25rem 0;margin:0;list-style:none}
.ic-toolbar-menu [role=menuitem]{display:flex;width:100%;gap:.4rem;border:0;background:none;padding:.4rem .8rem;text-align:left;font:inherit;cursor:pointer;color:#1f2937}
.ic-toolbar-menu [role=menuitem]:hover,.ic-toolbar-menu [role=menuitem]:focus{background:#eff6ff;outline:none}
.ic-toolbar-menu [role=menuitem][aria-disabled=true]{opacity:.55;cursor:not-allowed}
/* A box of no size that clips: the buttons measured in it never widen the page it is on. */
.ic-toolbar-measure{position:absolute;visibility:hidden;pointer-events:none;display:flex;gap:5px;left:0;top:0;white-space:nowrap;width:0;height:0;overflow:hidden}
.ic-toolbar-measure .ic-btn{flex:none}
.ic-danger-block{background:#fef2f2;border:1px solid #fca5a5;color:#7f1d1d;padding:1rem;border-radius:.4rem;white-space:pre-wrap}
.ic-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`;

export const DIALOG_STYLE_HREF = 'insulcalc-dialogs';
