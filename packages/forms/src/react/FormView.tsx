import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormModel, FormSection } from '../core/index';
import { FieldCell } from './FieldCell';
import { FormModelContext, useFormState } from './FormContext';
import type { ControlRegistry } from './controlRegistry';
import { useT } from './i18n';
import { placeSectionElements } from './layout';
import {
  CellActivationContext,
  createCellActivation,
  useWakeDormantCells,
  wantsLazyCells,
} from './lazyCells';
import { FORMS_STYLE_HREF, formsCss } from './styles';

export interface FormViewProps {
  model: FormModel;
  registry: ControlRegistry;
  /** Distinguishes DOM ids when several forms are on screen (a page and its dialogs). */
  formKey: string;
}

function SectionView({
  section,
  formKey,
  registry,
  model,
}: {
  section: FormSection;
  formKey: string;
  registry: ControlRegistry;
  model: FormModel;
}) {
  const t = useT();
  const collapsed = useFormState(
    useCallback((state) => Boolean(state.collapsedSections[section.name]), [section.name]),
    model,
  );
  const cells = useMemo(() => placeSectionElements(section.elements), [section.elements]);
  if (section.hidden) return null;
  const bodyId = `ic-${formKey}-section-${section.name}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const title = section.displayName;
  return (
    <section
      className={['ic-form-section', section.sectionClassName ?? ''].filter(Boolean).join(' ')}
      aria-label={title || undefined}
      data-section={section.name}
    >
      {title ? (
        <h2 className="ic-form-section-title" title={section.tooltip}>
          {section.collapsable ? (
            // A native button: react-aria's Button added nothing a disclosure toggle uses, and its
            // press and focus hooks were most of a basic form's react-aria code (issue 14, bundle).
            <button
              type="button"
              className="ic-section-toggle"
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              onClick={() => model.setSectionCollapsed(section.name, !collapsed)}
            >
              <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span> {title}
              <span className="ic-visually-hidden">
                {' '}
                {collapsed ? t('DynamicForm_ExpandSection') : t('DynamicForm_CollapseSection')}
              </span>
            </button>
          ) : (
            title
          )}
        </h2>
      ) : null}
      <div id={bodyId} className="ic-form-grid" hidden={(section.collapsable && collapsed) || undefined}>
        {cells.map((cell) => [
          cell.breakBefore ? (
            <div key={`${cell.name}-break`} className="ic-row-break" aria-hidden="true" />
          ) : null,
          <FieldCell key={cell.name} formKey={formKey} placement={cell} registry={registry} />,
        ])}
      </div>
    </section>
  );
}

/**
 * Renders a built form: its sections (collapsible, state kept per form/instance/section) and
 * their elements on the 12-column grid. Re-renders only when the definition changes; each cell
 * follows its own field.
 */
export function FormView({ model, registry, formKey }: FormViewProps) {
  const data = useFormState(
    useCallback((state) => state.data, []),
    model,
  );
  const loose = useMemo(() => {
    if (!data) return null;
    const placed = new Set(data.sections.flatMap((s) => s.elements.map((e) => e.name)));
    const rest = data.elements.filter((e) => !placed.has(e.name));
    if (rest.length === 0) return null;
    return {
      name: '_rest',
      collapsable: false,
      collapsed: false,
      hidden: false,
      readonly: false,
      elements: rest.map((e, index) => ({
        name: e.name,
        colSpan: 12,
        rowSpan: 1,
        sortOrder: index,
        tabIndex: 32767,
        newRow: false,
        colGap: 0,
      })),
    } satisfies FormSection;
  }, [data]);
  // A large form renders the controls near the viewport first (decision 0027). A reload of the
  // same form (after a save) keeps the woken cells, so a focused control stays where it is.
  const lazy = wantsLazyCells(data?.elements.length ?? 0);
  const activationKey = `${data?.formId ?? ''}|${lazy}`;
  const [current, setCurrent] = useState(() => ({
    key: activationKey,
    activation: createCellActivation(lazy),
  }));
  let activation = current.activation;
  if (current.key !== activationKey) {
    // React's pattern for state derived from a changed prop: replaced during this render.
    const next = { key: activationKey, activation: createCellActivation(lazy) };
    setCurrent(next);
    activation = next.activation;
  }
  const root = useRef<HTMLDivElement>(null);
  useWakeDormantCells(root, activation, data);
  if (!data) return null;
  return (
    <FormModelContext.Provider value={model}>
      <CellActivationContext.Provider value={activation}>
        <style href={FORMS_STYLE_HREF} precedence="default">
          {formsCss}
        </style>
        <div
          ref={root}
          className={['ic-form', activation.lazy ? 'ic-form-lazy' : '', data.cssClass ?? '']
            .filter(Boolean)
            .join(' ')}
          data-form-id={data.formId}
        >
          {data.sections.map((section) => (
            <SectionView
              key={section.name}
              section={section}
              formKey={formKey}
              registry={registry}
              model={model}
            />
          ))}
          {loose ? <SectionView section={loose} formKey={formKey} registry={registry} model={model} /> : null}
        </div>
      </CellActivationContext.Provider>
    </FormModelContext.Provider>
  );
}
