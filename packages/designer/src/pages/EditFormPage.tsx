import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { SUPPORTED_LANGUAGES, useLanguage, useMessages } from '@insulcalc/i18n';
import { headerTitle, usePage } from '@insulcalc/shell';
import { controlRegistry } from '@insulcalc/forms';
import { CONTROL_TYPES, type FormElementInput, type FormToolbarButton } from '@insulcalc/forms/core';
import {
  NEW_FORM_SCRIPT,
  addElement,
  addSection,
  deriveElementDependencies,
  moveToSection,
  removeElement,
  renameElement,
  sectionPlaces,
  setSectionPlaces,
  textKey,
  unknownRuleFields,
  unplacedElements,
  updateElement,
  updatePlace,
  type DesignDefinition,
} from '../core/index';
import { AccessDenied } from '../components/AccessDenied';
import { designerUrls, useCall, useLoad, type Texts, type VersionDetail, type VersionSummary } from '../api';
import { DesignerGrid } from '../components/DesignerGrid';
import { FormPreview } from '../components/FormPreview';
import { PropertyPanel } from '../components/PropertyPanel';
import { ScriptPanel } from '../components/ScriptPanel';
import { ToolbarEditor } from '../components/ToolbarEditor';
import { useT } from '../i18n';
import { designerCss } from '../styles';
import { useDirtyGuard } from './useDirtyGuard';

const TABS = ['layout', 'toolbar', 'script', 'preview', 'versions'] as const;
type Tab = (typeof TABS)[number];
const KEY_LIKE = /^[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$/;
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,127}$/;

interface DesignState {
  definition: DesignDefinition;
  javascript: string;
  texts: Texts;
  /** The version the editor started from. */
  base: number;
}

function fromVersion(version: VersionDetail): DesignState {
  const {
    formId: _id,
    formVersion: _v,
    javascriptVersion: _j,
    ...definition
  } = version.definition as Record<string, unknown>;
  return {
    definition: definition as DesignDefinition,
    javascript: version.javascript ?? '',
    texts: version.texts,
    base: version.version,
  };
}

function Tabs({ tab, onTab }: { tab: Tab; onTab(tab: Tab): void }) {
  const t = useT();
  const refs = useRef(new Map<Tab, HTMLButtonElement>());
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : undefined;
    if (!next) return;
    event.preventDefault();
    onTab(next);
    refs.current.get(next)?.focus();
  };
  return (
    <div role="tablist" className="ic-designer-tabs" aria-label={t('Designer_Tabs')} onKeyDown={onKey}>
      {TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`ic-designer-tab-${name}`}
          aria-selected={tab === name}
          aria-controls={`ic-designer-panel-${name}`}
          tabIndex={tab === name ? 0 : -1}
          ref={(node) => {
            if (node) refs.current.set(name, node);
          }}
          onClick={() => onTab(name)}
        >
          {t(`Designer_Tab_${name}`)}
        </button>
      ))}
    </div>
  );
}

function VersionHistory({
  versions,
  onOpen,
  onRollback,
}: {
  versions: VersionSummary[];
  onOpen(version: number): void;
  onRollback(version: number): void;
}) {
  const t = useT();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
  return (
    <table className="ic-designer-table">
      <caption className="ic-visually-hidden">{t('Designer_Tab_versions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Designer_Version')}</th>
          <th scope="col">{t('Designer_Status')}</th>
          <th scope="col">{t('Designer_CreatedBy')}</th>
          <th scope="col">{t('Designer_PublishedBy')}</th>
          <th scope="col">{t('Designer_Actions')}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((v) => (
          <tr key={v.version} data-version={v.version}>
            <td>{v.version}</td>
            <td>{t(`Designer_Status_${v.status}`)}</td>
            <td>
              {v.createdBy ?? '—'} · {when(v.createdAt)}
            </td>
            <td>{v.publishedAt ? `${v.publishedBy ?? '—'} · ${when(v.publishedAt)}` : '—'}</td>
            <td>
              <div className="ic-designer-row">
                <button type="button" onClick={() => onOpen(v.version)}>
                  {t('Designer_OpenVersion', { version: v.version })}
                </button>
                {v.status !== 'draft' ? (
                  <button type="button" onClick={() => onRollback(v.version)}>
                    {t('Designer_RollBack', { version: v.version })}
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Administration/Forms/EditForm/:formId: the form designer. The draft (or the published version)
 * is edited in memory: sections and elements on the grid (drag and drop or keyboard), the selected
 * element in the property panel, toolbar buttons, the script (linted), a live preview by the real
 * engine; Save writes the draft, Publish makes it the served version, history rolls back.
 */
export function EditFormPage() {
  const call = useCall();
  const t = useT();
  const { formId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const language = useLanguage();
  const messages = useMessages();
  const [versionsState, reloadVersions] = useLoad<VersionSummary[]>(designerUrls.versions(formId));
  const [state, setState] = useState<DesignState | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string | null>(search.get('element'));
  const [newType, setNewType] = useState('TextBox');
  const [newSection, setNewSection] = useState('');
  const tab = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as Tab)
    : 'layout';
  const setTab = (next: Tab) =>
    setSearch(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  usePage({ title: t('Designer_EditForm_Title', { form: formId }), dirty });
  useDirtyGuard(dirty, t('Designer_LeaveUnsaved'));

  const open = useCallback(
    async (version: number) => {
      const detail = await call<VersionDetail>({ url: designerUrls.version(formId, version) });
      if (!detail) return;
      setState(fromVersion(detail));
      setDirty(false);
    },
    [formId, call],
  );
  const versions = versionsState.status === 'ready' ? versionsState.data : null;
  useEffect(() => {
    if (!versions || state) return;
    const start =
      versions.find((v) => v.status === 'draft') ??
      versions.find((v) => v.status === 'published') ??
      versions[0];
    if (!start) return;
    let active = true;
    void call<VersionDetail>({ url: designerUrls.version(formId, start.version) }).then((detail) => {
      if (active && detail) setState(fromVersion(detail));
    });
    return () => {
      active = false;
    };
  }, [versions, state, formId, call]);

  const change = (next: (s: DesignState) => DesignState) => {
    setState((s) => (s ? next(s) : s));
    setDirty(true);
  };
  const setDefinition = (next: (d: DesignDefinition) => DesignDefinition) =>
    change((s) => ({ ...s, definition: next(s.definition) }));

  /** A text in the current language: the designer's texts first, then the app's, else the text itself. */
  const resolve = useCallback(
    (text: string | undefined) => {
      if (text === undefined || text === '') return text;
      const own = state?.texts[text];
      if (own) return own[language] ?? own.en ?? Object.values(own).find((v) => v) ?? text;
      if (KEY_LIKE.test(text) && typeof messages[text] === 'string') return messages[text] as string;
      return text;
    },
    [state?.texts, language, messages],
  );

  const save = async (): Promise<boolean> => {
    if (!state) return false;
    setBusy(true);
    const texts = Object.fromEntries(
      Object.entries(state.texts).filter(([key]) => key.startsWith('Designer_')),
    );
    const answer = await call<{ version: number }>({
      url: designerUrls.draft(formId),
      method: 'PUT',
      body: {
        definition: state.definition,
        javascript: state.javascript.trim() ? state.javascript : null,
        texts,
      },
    });
    setBusy(false);
    if (!answer) return false;
    setDirty(false);
    setState((s) => (s ? { ...s, base: answer.version } : s));
    reloadVersions();
    return true;
  };
  const publish = async () => {
    if (dirty && !(await save())) return;
    setBusy(true);
    const answer = await call<{ version: number }>({ url: designerUrls.publish(formId), method: 'POST' });
    setBusy(false);
    if (answer) reloadVersions();
  };
  const rollback = async (version: number) => {
    if (!window.confirm(t('Designer_RollBackConfirm', { version }))) return;
    const answer = await call<{ version: number }>({
      url: designerUrls.rollback(formId, version),
      method: 'POST',
    });
    if (!answer) return;
    reloadVersions();
    await open(answer.version);
  };

  const definition = state?.definition;
  const elements = useMemo(() => definition?.elements ?? [], [definition]);
  const sections = definition?.sections ?? [];
  const selectedElement = elements.find((e) => e.name === selected);
  const sectionOfSelected = sections.find((s) => (s.elements ?? []).some((p) => p.name === selected));
  const dependencies = useMemo(() => deriveElementDependencies(elements), [elements]);
  const unknownFields = useMemo(() => unknownRuleFields(elements), [elements]);

  /** Edits a label or tooltip: a text not yet the designer's moves to a designer key of its own. */
  const setText = (part: 'displayName' | 'tooltip', languageCode: string, text: string) =>
    change((s) => {
      const element = s.definition.elements?.find((e) => e.name === selected);
      if (!element) return s;
      const current = element[part];
      let key = current;
      let texts = s.texts;
      let elementsNext = s.definition.elements;
      if (!key || !key.startsWith('Designer_')) {
        key = textKey(formId, element.name, part === 'displayName' ? 'Label' : 'Tooltip');
        // Start from the old texts in every language (or the literal text), so nothing is lost.
        const previous = current
          ? (s.texts[current] ??
            (KEY_LIKE.test(current) ? {} : Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, current]))))
          : {};
        texts = { ...texts, [key]: { ...previous } };
        elementsNext = s.definition.elements?.map((e) =>
          e.name === element.name ? { ...e, [part]: key } : e,
        );
      }
      return {
        ...s,
        definition: { ...s.definition, elements: elementsNext },
        texts: { ...texts, [key]: { ...texts[key], [languageCode]: text } },
      };
    });

  if (versionsState.status === 'failed' && versionsState.denied) return <AccessDenied />;
  if (versionsState.status === 'failed')
    return <p role="alert">{t('Designer_FormNotFound', { form: formId })}</p>;
  if (!state || !definition) return <p role="status">{t('Designer_Loading')}</p>;

  const describe = (name: string) => {
    const element = elements.find((e) => e.name === name);
    return { label: resolve(element?.displayName) ?? name, controlType: element?.controlType ?? '?' };
  };
  const addField = () => {
    const target = sectionOfSelected?.name ?? sections[0]?.name;
    if (!target) return;
    const { definition: next, name } = addElement(definition, target, { controlType: newType });
    setDefinition(() => next);
    setSelected(name);
  };
  const typeChoices = [...new Set([...controlRegistry.list().map((c) => c.type), ...CONTROL_TYPES])].sort();

  return (
    <div className="ic-designer">
      <style>{designerCss}</style>
      <h1 className="ic-designer-title">
        {headerTitle(t('Designer_EditForm_Title', { form: formId }), dirty, false)}
      </h1>
      <div className="ic-designer-toolbar" role="toolbar" aria-label={t('Designer_Toolbar')}>
        <button type="button" className="ic-primary" disabled={busy || !dirty} onClick={() => void save()}>
          {t('Designer_SaveDraft')}
        </button>
        <button type="button" disabled={busy} onClick={() => void publish()}>
          {t('Designer_Publish')}
        </button>
        <label htmlFor="ic-designer-new-type">{t('Designer_NewFieldType')}</label>
        <select id="ic-designer-new-type" value={newType} onChange={(e) => setNewType(e.target.value)}>
          {typeChoices.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <button type="button" onClick={addField} disabled={sections.length === 0}>
          {t('Designer_AddField')}
        </button>
        <span className="ic-designer-status" role="status">
          {dirty
            ? t('Designer_Unsaved', { version: state.base })
            : t('Designer_Editing', { version: state.base })}
        </span>
      </div>
      <Tabs tab={tab} onTab={setTab} />
      <div role="tabpanel" id={`ic-designer-panel-${tab}`} aria-labelledby={`ic-designer-tab-${tab}`}>
        {tab === 'layout' ? (
          <div className="ic-designer-body">
            <div>
              {unknownFields.length ? (
                <ul className="ic-designer-error" aria-label={t('Designer_RuleProblems')}>
                  {unknownFields.map((u) => (
                    <li key={`${u.element}:${u.kind}:${u.field}`}>
                      {t('Designer_UnknownRuleField', {
                        element: u.element,
                        rule: t(`Designer_Rule_${u.kind}`),
                        field: u.field,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <DesignerGrid
                sections={sections.map((s) => ({
                  name: s.name,
                  title: resolve(s.displayName) || s.name,
                  places: sectionPlaces(definition, s.name),
                }))}
                describe={describe}
                selected={selected}
                onSelect={setSelected}
                onPlaces={(section, places) => setDefinition((d) => setSectionPlaces(d, section, places))}
                onDrop={(name, section, index) =>
                  setDefinition((d) => moveToSection(d, name, section, index))
                }
                onRemove={(name) => {
                  setDefinition((d) => removeElement(d, name));
                  if (selected === name) setSelected(null);
                }}
              />
              {unplacedElements(definition).length ? (
                <div className="ic-designer-panel">
                  <h2>{t('Designer_Unplaced')}</h2>
                  <div className="ic-designer-chips">
                    {unplacedElements(definition).map((name) => (
                      <button
                        key={name}
                        type="button"
                        onClick={() =>
                          setDefinition((d) =>
                            moveToSection(
                              d,
                              name,
                              sections[0]!.name,
                              sectionPlaces(d, sections[0]!.name).length,
                            ),
                          )
                        }
                      >
                        {t('Designer_PlaceElement', { name })}
                      </button>
                    ))}
                  </div>
                </div>
              ) : null}
              <form
                className="ic-designer-row"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!NAME.test(newSection)) return;
                  setDefinition((d) => addSection(d, newSection));
                  setNewSection('');
                }}
              >
                <div className="ic-designer-field">
                  <label htmlFor="ic-designer-new-section">{t('Designer_NewSection')}</label>
                  <input
                    id="ic-designer-new-section"
                    value={newSection}
                    onChange={(e) => setNewSection(e.target.value)}
                  />
                </div>
                <button type="submit" disabled={!NAME.test(newSection)}>
                  {t('Designer_AddSection')}
                </button>
              </form>
            </div>
            {selectedElement ? (
              <PropertyPanel
                key={selectedElement.name}
                element={selectedElement}
                place={
                  sectionOfSelected
                    ? sectionPlaces(definition, sectionOfSelected.name).find(
                        (p) => p.name === selectedElement.name,
                      )
                    : undefined
                }
                fieldNames={elements.map((e) => e.name)}
                readBy={dependencies[selectedElement.name] ?? []}
                texts={state.texts}
                onElement={(patch: Partial<FormElementInput>) =>
                  setDefinition((d) => updateElement(d, selectedElement.name, patch))
                }
                onRename={(name) => {
                  if (!NAME.test(name)) return t('Designer_InvalidName');
                  if (elements.some((e) => e.name === name)) return t('Designer_NameTaken', { name });
                  setDefinition((d) => renameElement(d, selectedElement.name, name));
                  setSelected(name);
                  return null;
                }}
                onPlace={(patch) =>
                  sectionOfSelected &&
                  setDefinition((d) =>
                    setSectionPlaces(
                      d,
                      sectionOfSelected.name,
                      updatePlace(sectionPlaces(d, sectionOfSelected.name), selectedElement.name, patch),
                    ),
                  )
                }
                onText={setText}
              />
            ) : (
              <p className="ic-designer-hint">{t('Designer_SelectHint')}</p>
            )}
          </div>
        ) : null}
        {tab === 'toolbar' ? (
          <ToolbarEditor
            buttons={(definition.toolbarButtons ?? []) as FormToolbarButton[]}
            onChange={(buttons) => setDefinition((d) => ({ ...d, toolbarButtons: buttons }))}
          />
        ) : null}
        {tab === 'script' ? (
          <ScriptPanel
            value={state.javascript || ''}
            onChange={(text) => change((s) => ({ ...s, javascript: text }))}
          />
        ) : null}
        {tab === 'script' && !state.javascript ? (
          <button type="button" onClick={() => change((s) => ({ ...s, javascript: NEW_FORM_SCRIPT }))}>
            {t('Designer_StartScript')}
          </button>
        ) : null}
        {tab === 'preview' ? <FormPreview definition={definition} formId={formId} resolve={resolve} /> : null}
        {tab === 'versions' && versions ? (
          <VersionHistory
            versions={versions}
            onOpen={(v) => void open(v)}
            onRollback={(v) => void rollback(v)}
          />
        ) : null}
      </div>
    </div>
  );
}
