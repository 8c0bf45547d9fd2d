/**
 * The profiler panel, served as /profiler/includes.js (and its styles as /profiler/includes.css)
 * to users whose profile has enableMiniProfiler. Plain browser JavaScript with no build step and
 * no dependency: the app only appends a script tag, so the panel costs nothing to anyone else.
 *
 * Spec §9: bottom-left, the last 10 traces, steps under the trivial threshold (2 ms) hidden
 * unless shown. Each trace names its request id (the logs' `reqId`, X-Request-Id) and links to
 * its JSON. The texts come translated with the results.
 */
export const PANEL_SCRIPT = String.raw`(() => {
  'use strict';
  if (window.__insulcalcProfiler) return;
  window.__insulcalcProfiler = true;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/includes\.js(\?.*)?$/, '') : '/profiler/';
  var POLL_MS = 2000;
  var state = { open: false, trivial: false, expanded: {}, data: null, timer: 0, lastKey: '' };

  var css = document.createElement('link');
  css.rel = 'stylesheet';
  css.href = base + 'includes.css';
  document.head.appendChild(css);

  var root = document.createElement('div');
  root.className = 'icp-root';
  root.setAttribute('data-profiler', '');
  var toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'icp-toggle';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'icp-panel');
  var panel = document.createElement('section');
  panel.id = 'icp-panel';
  panel.className = 'icp-panel';
  panel.hidden = true;
  root.appendChild(panel);
  root.appendChild(toggle);

  function text(key, fallback) {
    var t = state.data && state.data.texts;
    return (t && typeof t[key] === 'string') ? t[key] : fallback;
  }
  function ms(value) { return (Math.round(value * 10) / 10).toFixed(1) + ' ms'; }
  function el(tag, cls, content) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (content !== undefined) e.textContent = content;
    return e;
  }

  function render() {
    var data = state.data;
    var traces = (data && data.traces) || [];
    var threshold = (data && data.trivialMs) || 2;
    // Text, not an emoji: the page's fonts may have no clock glyph.
    toggle.textContent = text('Profiler_Title', 'Profiler') + (traces.length ? ' · ' + ms(traces[0].duration) : '');
    toggle.setAttribute('aria-expanded', String(state.open));
    panel.hidden = !state.open;
    if (!state.open) return;
    panel.replaceChildren();
    panel.setAttribute('aria-label', text('Profiler_Title', 'Profiler'));
    var head = el('div', 'icp-head');
    head.appendChild(el('h2', 'icp-title', text('Profiler_Title', 'Profiler')));
    var label = el('label', 'icp-trivial');
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = state.trivial;
    box.addEventListener('change', function () { state.trivial = box.checked; render(); });
    label.appendChild(box);
    label.appendChild(document.createTextNode(' ' + text('Profiler_ShowTrivial', 'Show steps under 2 ms')));
    head.appendChild(label);
    panel.appendChild(head);
    if (!traces.length) { panel.appendChild(el('p', 'icp-empty', text('Profiler_NoTraces', 'No requests recorded yet.'))); return; }
    var list = el('ol', 'icp-traces');
    traces.forEach(function (trace) {
      var item = el('li', 'icp-trace');
      var summary = el('button', 'icp-summary');
      summary.type = 'button';
      var open = !!state.expanded[trace.id];
      summary.setAttribute('aria-expanded', String(open));
      summary.appendChild(el('span', 'icp-method', trace.method));
      summary.appendChild(el('span', 'icp-url', trace.url));
      summary.appendChild(el('span', 'icp-status', String(trace.status)));
      summary.appendChild(el('span', 'icp-duration', ms(trace.duration)));
      summary.addEventListener('click', function () { state.expanded[trace.id] = !open; render(); });
      item.appendChild(summary);
      if (open) {
        var id = el('p', 'icp-id');
        id.appendChild(document.createTextNode(text('Profiler_RequestId', 'Request id') + ': '));
        var link = el('a', 'icp-link', trace.id);
        link.href = base + 'results/' + encodeURIComponent(trace.id);
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        id.appendChild(link);
        item.appendChild(id);
        var steps = el('ul', 'icp-steps');
        var hidden = 0;
        trace.steps.forEach(function (step) {
          if (!state.trivial && step.duration < threshold) { hidden++; return; }
          var kind = step.kind === 'query' ? text('Profiler_Query', 'SQL')
            : step.kind === 'cache' ? text(step.hit ? 'Profiler_CacheHit' : 'Profiler_CacheMiss', step.hit ? 'Cache hit' : 'Cache miss')
            : text('Profiler_Handler', 'Handler');
          var li = el('li', 'icp-step icp-' + step.kind);
          li.appendChild(el('span', 'icp-kind', kind));
          li.appendChild(el('code', 'icp-name', step.name));
          li.appendChild(el('span', 'icp-duration', ms(step.duration)));
          steps.appendChild(li);
        });
        item.appendChild(steps);
        if (hidden) item.appendChild(el('p', 'icp-hidden', text('Profiler_HiddenSteps', hidden + ' trivial steps hidden').replace('{count}', String(hidden))));
      }
      list.appendChild(item);
    });
    panel.appendChild(list);
  }

  toggle.addEventListener('click', function () { state.open = !state.open; render(); if (state.open) poll(); });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && state.open && root.contains(document.activeElement)) {
      state.open = false; render(); toggle.focus();
    }
  });

  function poll() {
    clearTimeout(state.timer);
    fetch(base + 'results', { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        if (!data) { root.remove(); return; }
        var key = data.traces.map(function (t) { return t.id; }).join(',');
        var changed = key !== state.lastKey || !state.data;
        state.data = data;
        state.lastKey = key;
        if (changed) render();
        state.timer = setTimeout(poll, POLL_MS);
      })
      .catch(function () { state.timer = setTimeout(poll, POLL_MS * 5); });
  }

  function mount() { document.body.appendChild(root); render(); poll(); }
  if (document.body) mount(); else document.addEventListener('DOMContentLoaded', mount);
})();
`;

export const PANEL_STYLES = `
.icp-root{position:fixed;left:8px;bottom:8px;z-index:9500;font:13px/1.4 system-ui,sans-serif;color:#1f2937}
.icp-toggle{background:#1f2937;color:#fff;border:0;border-radius:4px;padding:4px 8px;cursor:pointer;font:inherit}
.icp-toggle:focus-visible,.icp-summary:focus-visible,.icp-link:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
.icp-panel{background:#fff;border:1px solid #9ca3af;border-radius:4px;box-shadow:0 4px 16px rgba(0,0,0,.2);margin-bottom:6px;max-height:60vh;overflow:auto;width:min(640px,calc(100vw - 16px));padding:8px}
.icp-head{display:flex;justify-content:space-between;align-items:center;gap:8px;flex-wrap:wrap}
.icp-title{font-size:14px;margin:0}
.icp-traces,.icp-steps{list-style:none;margin:0;padding:0}
.icp-trace{border-top:1px solid #e5e7eb;padding:4px 0}
.icp-summary{display:grid;grid-template-columns:4em 1fr 3em 6em;gap:6px;width:100%;text-align:start;background:none;border:0;padding:2px;cursor:pointer;font:inherit;color:inherit}
.icp-url,.icp-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.icp-duration{text-align:end;font-variant-numeric:tabular-nums}
.icp-step{display:grid;grid-template-columns:7em 1fr 6em;gap:6px;padding:1px 0 1px 12px}
.icp-kind{color:#4b5563}
.icp-id,.icp-hidden,.icp-empty{margin:2px 0 2px 12px;color:#4b5563}
.icp-link{color:#1d4ed8}
`;
