import { Component, useId, type ReactNode } from 'react';
import { useLanguage } from '@insulcalc/i18n';
import { textIn, type DashboardDefinition, type Widget } from '../core/index';
import { useT } from './i18n';
import { ensureDashboardStyles } from './styles';
import {
  ChartWidget,
  ConsistencyWidget,
  FormWidget,
  KeyFigureWidget,
  ListWidget,
  TasksWidget,
  TextWidget,
} from './widgets';

/** One widget failing (a removed report, a bad form) leaves the others standing. */
class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function WidgetBody({ widget, title }: { widget: Widget; title: string }) {
  switch (widget.type) {
    case 'keyFigure':
      return <KeyFigureWidget widget={widget} />;
    case 'chart':
      return <ChartWidget widget={widget} title={title} />;
    case 'list':
      return <ListWidget widget={widget} title={title} />;
    case 'tasks':
      return <TasksWidget widget={widget} />;
    case 'form':
      return <FormWidget widget={widget} />;
    case 'text':
      return <TextWidget widget={widget} />;
    case 'consistency':
      return <ConsistencyWidget widget={widget} />;
  }
}

function WidgetCard({ widget }: { widget: Widget }) {
  const language = useLanguage();
  const t = useT();
  const titleId = useId();
  const title = textIn(widget.title, language);
  return (
    <section
      className={`ic-dash-widget ic-dash-widget-${widget.type}`}
      aria-labelledby={titleId}
      data-widget={widget.id}
      style={{
        gridColumn: `${widget.x + 1} / span ${widget.w}`,
        gridRow: `${widget.y + 1} / span ${widget.h}`,
      }}
    >
      <h2 id={titleId} className="ic-dash-widget-title">
        {title}
      </h2>
      <div className="ic-dash-widget-body">
        <WidgetBoundary fallback={<p className="ic-dash-muted">{t('Dashboards_WidgetFailed')}</p>}>
          <WidgetBody widget={widget} title={title} />
        </WidgetBoundary>
      </div>
    </section>
  );
}

/**
 * A dashboard's widgets on the 12-column grid (x, y, w, h in grid cells). At 768 px and less the
 * grid becomes one column: the widgets follow each other in reading order (top to bottom, then
 * left to right), which is also their order in the document.
 */
export function DashboardView({ definition, label }: { definition: DashboardDefinition; label?: string }) {
  ensureDashboardStyles();
  const language = useLanguage();
  const widgets = [...definition.widgets].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <div className="ic-dash-grid" role="region" aria-label={label ?? textIn(definition.title, language)}>
      {widgets.map((widget) => (
        <WidgetCard key={widget.id} widget={widget} />
      ))}
    </div>
  );
}
