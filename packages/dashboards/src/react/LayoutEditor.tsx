import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { GridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { Toolbar } from '@insulcalc/dialogs';
import { useLanguage } from '@insulcalc/i18n';
import { headerTitle, useHttp, usePage } from '@insulcalc/shell';
import {
  GRID_COLUMNS,
  dashboardDefinitionSchema,
  textIn,
  type DashboardAnswer,
  type DashboardDefinition,
  type Widget,
} from '../core/index';
import { saveDashboard } from './api';
import { DashboardView } from './DashboardView';
import { useT } from './i18n';
import { ensureDashboardStyles } from './styles';

const draftKey = (id: string) => `insulcalc.dashboardDraft.${id}`;

function readDraft(id: string): DashboardDefinition | null {
  try {
    const raw = sessionStorage.getItem(draftKey(id));
    if (!raw) return null;
    const parsed = dashboardDefinitionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeDraft(id: string, definition: DashboardDefinition | null) {
  try {
    if (definition) sessionStorage.setItem(draftKey(id), JSON.stringify(definition));
    else sessionStorage.removeItem(draftKey(id));
  } catch {
    // Private mode without storage: the draft lives as long as the page.
  }
}

type Field = 'x' | 'y' | 'w' | 'h';
const LIMITS: Record<Field, [number, number]> = {
  x: [0, GRID_COLUMNS - 1],
  y: [0, 1000],
  w: [1, GRID_COLUMNS],
  h: [1, 20],
};

/** Keeps a widget inside the 12 columns after a numeric change. */
function clampWidget(widget: Widget, field: Field, value: number): Widget {
  const [min, max] = LIMITS[field];
  const next = { ...widget, [field]: Math.min(max, Math.max(min, Math.round(value))) };
  if (next.x + next.w > GRID_COLUMNS) {
    if (field === 'w') next.w = GRID_COLUMNS - next.x;
    else next.x = GRID_COLUMNS - next.w;
  }
  return next;
}

/**
 * The layout editor: widgets dragged and resized on the grid (react-grid-layout), or placed
 * with the keyboard through the numeric x, y, width and height of each widget; the draft is
 * previewed below and saved as the user's dashboard.
 */
export function LayoutEditor({ dashboard, onSaved }: { dashboard: DashboardAnswer; onSaved(): void }) {
  ensureDashboardStyles();
  const t = useT();
  const http = useHttp();
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<DashboardDefinition>(
    () => readDraft(dashboard.id) ?? dashboard.definition,
  );
  const [saving, setSaving] = useState(false);
  const { width, containerRef, mounted } = useContainerWidth();
  const dirty = JSON.stringify(draft) !== JSON.stringify(dashboard.definition);
  usePage({ dirty });

  const setDraft = (next: DashboardDefinition) => {
    setDraftState(next);
    writeDraft(dashboard.id, next);
  };
  const update = (id: string, change: (w: Widget) => Widget) =>
    setDraft({ ...draft, widgets: draft.widgets.map((w) => (w.id === id ? change(w) : w)) });

  const layout = useMemo<Layout>(
    () => draft.widgets.map((w) => ({ i: w.id, x: w.x, y: w.y, w: w.w, h: w.h, minW: 1, minH: 1 })),
    [draft],
  );
  const onLayoutChange = (next: Layout) => {
    const byId = new Map(next.map((item) => [item.i, item]));
    const widgets = draft.widgets.map((w) => {
      const item = byId.get(w.id);
      return item ? { ...w, x: item.x, y: item.y, w: Math.min(item.w, GRID_COLUMNS - item.x), h: item.h } : w;
    });
    if (JSON.stringify(widgets) !== JSON.stringify(draft.widgets)) setDraft({ ...draft, widgets });
  };

  const save = async () => {
    setSaving(true);
    const result = await saveDashboard(http, dashboard.id, draft);
    setSaving(false);
    if (result.error || !result.data) return;
    writeDraft(dashboard.id, null);
    onSaved();
    navigate('/');
  };

  return (
    <div className="ic-layout-editor">
      <h1 className="ic-dash-title">
        {headerTitle(t('Dashboards_EditTitle', { name: dashboard.title }), dirty, false)}
      </h1>
      <Toolbar
        label={t('Dashboards_EditorToolbar')}
        buttons={[
          {
            baseName: 'Save',
            title: t('Dashboards_Save'),
            buttonClassName: 'ic-btn-primary',
            disabled: saving || !dirty,
            onClick: save,
          },
          {
            baseName: 'Discard',
            title: t('Dashboards_DiscardDraft'),
            disabled: saving || !dirty,
            onClick: () => {
              writeDraft(dashboard.id, null);
              setDraftState(dashboard.definition);
            },
          },
          { baseName: 'Close', title: t('Dashboards_Close'), onClick: () => navigate(-1) },
        ]}
      />
      <p className="ic-dash-muted">{t('Dashboards_EditorHelp')}</p>
      <div ref={containerRef} className="ic-layout-canvas" aria-hidden="true">
        {mounted ? (
          <GridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: GRID_COLUMNS, rowHeight: 48, margin: [8, 8] }}
            onLayoutChange={onLayoutChange}
          >
            {draft.widgets.map((w) => (
              <div key={w.id} className="ic-layout-item">
                {textIn(w.title, language)}
              </div>
            ))}
          </GridLayout>
        ) : null}
      </div>
      <table className="ic-dash-table ic-layout-table">
        <caption>{t('Dashboards_Placement')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Dashboards_Widget')}</th>
            <th scope="col">{t('Dashboards_Column')}</th>
            <th scope="col">{t('Dashboards_Row')}</th>
            <th scope="col">{t('Dashboards_Width')}</th>
            <th scope="col">{t('Dashboards_Height')}</th>
            <th scope="col">{t('Dashboards_Remove')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.widgets.map((w) => {
            const name = textIn(w.title, language);
            const input = (field: Field, label: string) => (
              <td>
                <input
                  type="number"
                  min={LIMITS[field][0] + (field === 'x' || field === 'y' ? 1 : 0)}
                  max={LIMITS[field][1] + (field === 'x' ? 1 : 0)}
                  aria-label={`${label}: ${name}`}
                  value={field === 'x' || field === 'y' ? w[field] + 1 : w[field]}
                  onChange={(e) => {
                    const n = Number(e.target.value);
                    if (!Number.isFinite(n) || e.target.value === '') return;
                    update(w.id, (widget) =>
                      clampWidget(widget, field, field === 'x' || field === 'y' ? n - 1 : n),
                    );
                  }}
                />
              </td>
            );
            return (
              <tr key={w.id}>
                <th scope="row">{name}</th>
                {input('x', t('Dashboards_Column'))}
                {input('y', t('Dashboards_Row'))}
                {input('w', t('Dashboards_Width'))}
                {input('h', t('Dashboards_Height'))}
                <td>
                  <button
                    type="button"
                    className="ic-btn"
                    aria-label={t('Dashboards_RemoveWidget', { name })}
                    onClick={() =>
                      setDraft({ ...draft, widgets: draft.widgets.filter((x) => x.id !== w.id) })
                    }
                  >
                    {t('Dashboards_Remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <section>
        <h2 className="ic-dash-h2">{t('Dashboards_Preview')}</h2>
        <DashboardView definition={draft} label={t('Dashboards_PreviewOf', { name: dashboard.title })} />
      </section>
    </div>
  );
}
