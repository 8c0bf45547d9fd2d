import { mediaAtMost, mediaDown } from '@insulcalc/tokens';

export const FRAME_STYLE_HREF = 'insulcalc-frame';

export const frameCss = `
:root{--ic-primary:#1d4ed8;--ic-text:#1f2937;--ic-muted:#4b5563;--ic-border:#e5e7eb;--ic-bg:#f8fafc;--ic-topbar:#0f2a4a}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ic-text);background:var(--ic-bg);line-height:1.5}
a{color:var(--ic-primary)}
.ic-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.ic-frame{min-height:100vh;display:flex;flex-direction:column}
.ic-topbar{display:flex;align-items:center;gap:.5rem;padding:.4rem 1rem;background:var(--ic-topbar);color:#fff;position:relative;z-index:100}
.ic-topbar a,.ic-topbar-button{color:#fff}
.ic-skip-link{position:absolute;left:.5rem;top:-3rem;background:#fff;color:var(--ic-primary);border:2px solid var(--ic-primary);padding:.4rem .8rem;border-radius:.3rem;z-index:9999}
.ic-skip-link:focus{top:.4rem}
.ic-brand{font-weight:700;font-size:1.15rem;text-decoration:none;margin-right:1rem;display:inline-flex;align-items:center}
.ic-brand img{background:#fff;border-radius:.3rem;padding:2px 6px;box-sizing:content-box}
.ic-topbar-spacer{flex:1}
.ic-topbar-button{display:inline-flex;align-items:center;gap:.4rem;white-space:nowrap;background:transparent;border:1px solid transparent;border-radius:.3rem;padding:.35rem .6rem;font:inherit;cursor:pointer;text-decoration:none}
.ic-topbar-button:hover{background:rgba(255,255,255,.12)}
.ic-login-button{border-color:rgba(255,255,255,.6)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.ic-env-label{background:#fde68a;color:#78350f;font-weight:700;padding:.1rem .5rem;border-radius:.25rem;text-transform:uppercase;font-size:.8rem}
.ic-dropdown{position:relative}
.ic-dropdown>.ic-dropdown-menu{position:absolute;top:calc(100% + 4px);z-index:9000}
.ic-dropdown-menu{background:#fff;color:var(--ic-text);border:1px solid #d1d5db;border-radius:.4rem;box-shadow:0 6px 24px rgba(0,0,0,.18);list-style:none;margin:0;padding:.3rem 0;min-width:12rem}
.ic-dropdown-end>.ic-dropdown-menu{right:0}
.ic-dropdown-start>.ic-dropdown-menu{left:0}
.ic-dropdown-menu [role^=menuitem]{display:block;width:100%;text-align:left;border:0;background:none;padding:.45rem 1rem;font:inherit;color:inherit;cursor:pointer}
.ic-dropdown-menu [role^=menuitem]:hover,.ic-dropdown-menu [role^=menuitem]:focus{background:#eff6ff;outline:none}
.ic-dropdown-menu [role=menuitemradio][aria-checked=true]{font-weight:700}
.ic-dropdown-menu [role=menuitemradio][aria-checked=true]::before{content:"✓ "}
.ic-dropdown-divider{border-top:1px solid var(--ic-border);margin:.3rem 0}
.ic-topnav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.ic-topnav-item{display:inline-flex;align-items:center;gap:.3rem;color:#fff;background:none;border:0;padding:.35rem .6rem;font:inherit;cursor:pointer;text-decoration:none;border-radius:.3rem}
.ic-topnav-item.ic-active{background:rgba(255,255,255,.18)}
.ic-body{display:flex;flex:1;min-height:0}
.ic-sidebar{width:260px;flex:none;background:#fff;border-right:1px solid var(--ic-border);padding:.5rem 0;overflow:auto}
.ic-sidebar[hidden]{display:none}
.ic-sidebar-filter{padding:.25rem .75rem .5rem}
.ic-sidebar-filter input{width:100%;padding:.35rem .5rem;border:1px solid #9ca3af;border-radius:.3rem;font:inherit}
.ic-sidebar-list,.ic-sidebar-sublist{list-style:none;margin:0;padding:0}
.ic-sidebar-item{display:flex;align-items:center;gap:.4rem;width:100%;padding:.4rem .75rem;border:0;background:none;font:inherit;color:var(--ic-text);text-decoration:none;text-align:left;cursor:pointer}
.ic-sidebar-item:hover{background:#f1f5f9}
.ic-sidebar-item.ic-active{background:#dbeafe;font-weight:600}
.ic-sidebar-empty{padding:.5rem .75rem;color:var(--ic-muted)}
.ic-main{flex:1;min-width:0;padding:1rem 1.5rem;outline:none}
.ic-breadcrumbs ol{display:flex;flex-wrap:wrap;list-style:none;margin:0 0 .5rem;padding:0;color:var(--ic-muted);font-size:.9rem}
.ic-breadcrumbs li+li::before{content:"/";padding:0 .4rem}
.ic-breadcrumb-icon{margin-right:.3rem}
.ic-topnav-entry{display:inline-flex;align-items:center;gap:.4rem}
.ic-brand picture{display:inline-flex}
.ic-brand img+span{margin-left:.4rem}
.ic-page-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;margin-bottom:1rem}
.ic-page-header h1{margin:0;font-size:1.5rem}
.ic-footer{border-top:1px solid var(--ic-border);background:#fff;padding:.75rem 1.5rem;font-size:.9rem}
.ic-footer ul{display:flex;flex-wrap:wrap;gap:1.25rem;list-style:none;margin:0;padding:0}
.ic-card{max-width:28rem;margin:2rem auto;background:#fff;border:1px solid var(--ic-border);border-radius:.5rem;padding:1.5rem 1.75rem;box-shadow:0 2px 8px rgba(0,0,0,.05)}
.ic-card h1{margin-top:0;font-size:1.5rem}
.ic-field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem}
.ic-field label{font-weight:600}
.ic-field input{padding:.5rem .6rem;border:1px solid #6b7280;border-radius:.3rem;font:inherit}
.ic-field input[aria-invalid=true]{border-color:#b91c1c}
.ic-field-error{color:#b91c1c;font-size:.9rem}
.ic-alert{padding:.6rem .8rem;border-radius:.3rem;margin-bottom:1rem;border:1px solid}
.ic-alert-error{background:#fef2f2;border-color:#fca5a5;color:#7f1d1d}
.ic-alert-info{background:#eff6ff;border-color:#93c5fd;color:#1e3a8a}
.ic-alert-warn{background:#fffbeb;border-color:#fcd34d;color:#78350f}
.ic-button{display:inline-flex;justify-content:center;align-items:center;gap:.4rem;padding:.5rem 1rem;border-radius:.3rem;border:1px solid var(--ic-primary);background:var(--ic-primary);color:#fff;font:inherit;cursor:pointer;text-decoration:none}
.ic-button-secondary{background:#fff;color:var(--ic-primary)}
.ic-button[disabled]{opacity:.6;cursor:not-allowed}
.ic-button-block{width:100%}
.ic-stack{display:flex;flex-direction:column;gap:.5rem}
.ic-divider{display:flex;align-items:center;gap:.5rem;color:var(--ic-muted);margin:1rem 0}
.ic-divider::before,.ic-divider::after{content:"";flex:1;border-top:1px solid var(--ic-border)}
.ic-placeholder{background:#fff;border:1px dashed #94a3b8;border-radius:.5rem;padding:1.5rem}
.ic-placeholder p:first-child{margin-top:0}
.ic-placeholder p:last-child{margin-bottom:0}
.ic-error-page{max-width:40rem;margin:3rem auto;text-align:center}
.ic-error-page .ic-error-code{font-size:3rem;font-weight:800;color:#475569;margin:0}
.ic-danger-block{background:#fef2f2;border:1px solid #fca5a5;color:#7f1d1d;padding:1rem;border-radius:.4rem;white-space:pre-wrap}
@media ${mediaDown('sm')}{.ic-topbar{flex-wrap:wrap;padding:.4rem .5rem}.ic-brand{margin-right:.25rem}}
@media ${mediaAtMost('lg')}{.ic-sidebar{position:absolute;z-index:50;height:calc(100vh - 3rem);box-shadow:4px 0 16px rgba(0,0,0,.15)}.ic-main{padding:1rem}}
`;

export function FrameStyles() {
  return (
    <style href={FRAME_STYLE_HREF} precedence="default">
      {frameCss}
    </style>
  );
}
