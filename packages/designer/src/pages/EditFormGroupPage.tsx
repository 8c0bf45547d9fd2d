import { useState, type SetStateAction } from 'react';
import { Link, useParams } from 'react-router';
import { LANGUAGES, useLanguage, useMessages } from '@insulcalc/i18n';
import { headerTitle, usePage } from '@insulcalc/shell';
import { AccessDenied } from '../components/AccessDenied';
import { designerUrls, useCall, useLoad, type FormGroupDesign, type Texts } from '../api';
import { useT } from '../i18n';
import { designerCss } from '../styles';
import { useDirtyGuard } from './useDirtyGuard';

interface SectionRow {
  id: string;
  sectionName: string;
  titleKey: string;
  publishedVersion: number | null;
  hasDraft: boolean;
}

interface Edit {
  source: FormGroupDesign;
  rows: SectionRow[];
  titleKey: string;
  texts: Texts;
  dirty: boolean;
}

const designerKey = (groupOrForm: string, part: 'Title' | 'GroupTitle') =>
  `Designer_${groupOrForm.replace(/[^A-Za-z0-9]/g, '')}_${part}`;

/** Six inputs, one per language, for the text of a key. */
function LanguageInputs({
  legend,
  texts,
  onChange,
}: {
  legend: string;
  texts: Record<string, string | null> | undefined;
  onChange(language: string, text: string): void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="ic-designer-row">
        {LANGUAGES.map((l) => (
          <div key={l.code} className="ic-designer-field">
            <label htmlFor={`${legend}-${l.code}`}>{l.localName}</label>
            <input
              id={`${legend}-${l.code}`}
              lang={l.code}
              value={texts?.[l.code] ?? ''}
              onChange={(e) => onChange(l.code, e.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Administration/Forms/EditFormGroup/:formGroupId: a form group's sections, which are its forms and
 * the entries of its left navigation — their order (move up/down), titles in the six languages, a
 * link to each form's designer, and new sections (a new form with an empty draft).
 */
export function EditFormGroupPage() {
  const call = useCall();
  const t = useT();
  const { formGroupId = '' } = useParams();
  const language = useLanguage();
  const messages = useMessages();
  const [loaded, reload] = useLoad<FormGroupDesign>(designerUrls.group(formGroupId));
  // Edits of the loaded group; a new answer from the server (after save) starts them afresh.
  const [edit, setEdit] = useState<Edit | null>(null);
  const source = loaded.status === 'ready' ? loaded.data : null;
  const current: Edit | null =
    edit && edit.source === source
      ? edit
      : source
        ? { source, rows: source.forms, titleKey: source.titleKey, texts: source.texts, dirty: false }
        : null;
  const dirty = current?.dirty ?? false;
  const patch = (change: (e: Edit) => Partial<Edit>) =>
    setEdit((previous) => {
      const base = previous && previous.source === source ? previous : current!;
      return { ...base, ...change(base), dirty: true };
    });
  const setRows = (next: SetStateAction<SectionRow[]>) =>
    patch((e) => ({ rows: typeof next === 'function' ? next(e.rows) : next }));
  const setTitleKey = (key: string) => patch(() => ({ titleKey: key }));
  const setTexts = (next: (all: Texts) => Texts) => patch((e) => ({ texts: next(e.texts) }));
  const [added, setAdded] = useState({ id: '', sectionName: '', title: '' });
  usePage({ title: t('Designer_EditFormGroup_Title', { group: formGroupId }), dirty });
  useDirtyGuard(dirty, t('Designer_LeaveUnsaved'));

  if (loaded.status === 'failed' && loaded.denied) return <AccessDenied />;
  if (loaded.status === 'failed')
    return <p role="alert">{t('Designer_FormNotFound', { form: formGroupId })}</p>;
  if (!current || !source) return <p role="status">{t('Designer_Loading')}</p>;
  const group = source;
  const { rows, titleKey, texts } = current;
  const textOf = (key: string) =>
    texts[key]?.[language] ?? (typeof messages[key] === 'string' ? (messages[key] as string) : key);

  /** Edits a title: a key that is not the designer's is copied to a designer key first. */
  const editTitle = (
    key: string,
    owner: string,
    part: 'Title' | 'GroupTitle',
    lang: string,
    text: string,
    apply: (key: string) => void,
  ) => {
    const target = key.startsWith('Designer_') ? key : designerKey(owner, part);
    if (target !== key) apply(target);
    setTexts((all) => ({ ...all, [target]: { ...(all[target] ?? all[key] ?? {}), [lang]: text } }));
  };
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(Math.max(0, Math.min(next.length, index + by)), 0, row!);
    setRows(next);
  };
  const designerTexts = () =>
    Object.fromEntries(Object.entries(texts).filter(([k]) => k.startsWith('Designer_')));
  const save = async () => {
    const answer = await call({
      url: designerUrls.group(formGroupId),
      method: 'PUT',
      body: {
        titleKey,
        forms: rows.map((r) => ({ id: r.id, titleKey: r.titleKey })),
        texts: designerTexts(),
      },
    });
    if (answer) reload();
  };
  const addSection = async () => {
    const key = designerKey(added.id, 'Title');
    const answer = await call({
      url: designerUrls.groupForms(formGroupId),
      method: 'POST',
      body: {
        id: added.id,
        sectionName: added.sectionName,
        titleKey: key,
        texts: { [key]: Object.fromEntries(LANGUAGES.map((l) => [l.code, added.title])) },
      },
    });
    if (answer) {
      setAdded({ id: '', sectionName: '', title: '' });
      reload();
    }
  };

  return (
    <div className="ic-designer-page ic-designer">
      <style>{designerCss}</style>
      <h1 className="ic-designer-title">
        {headerTitle(t('Designer_EditFormGroup_Title', { group: formGroupId }), dirty, false)}
      </h1>
      <p>
        {t('Designer_GroupIntro', {
          entity: group.entityId,
          route: group.route ?? '—',
          visibility: group.isPublic ? 'public' : 'private',
        })}
      </p>
      <LanguageInputs
        legend={t('Designer_GroupTitle')}
        texts={texts[titleKey] ?? Object.fromEntries(LANGUAGES.map((l) => [l.code, textOf(titleKey)]))}
        onChange={(lang, text) => editTitle(titleKey, group.id, 'GroupTitle', lang, text, setTitleKey)}
      />
      <h2>{t('Designer_Sections')}</h2>
      <ol className="ic-designer-findings" aria-label={t('Designer_Sections')}>
        {rows.map((row, index) => (
          <li key={row.id} data-form={row.id}>
            <div className="ic-designer-row">
              <strong>{textOf(row.titleKey)}</strong>
              <span className="ic-designer-hint">
                {t('Designer_SectionInfo', {
                  section: row.sectionName,
                  form: row.id,
                  version: row.publishedVersion ?? 0,
                  draft: row.hasDraft ? 'yes' : 'no',
                })}
              </span>
            </div>
            <LanguageInputs
              legend={t('Designer_SectionTitle', { section: row.sectionName })}
              texts={
                texts[row.titleKey] ??
                Object.fromEntries(LANGUAGES.map((l) => [l.code, textOf(row.titleKey)]))
              }
              onChange={(lang, text) =>
                editTitle(row.titleKey, row.id, 'Title', lang, text, (key) =>
                  setRows((all) => all.map((r) => (r.id === row.id ? { ...r, titleKey: key } : r))),
                )
              }
            />
            <div className="ic-designer-row">
              <button type="button" disabled={index === 0} onClick={() => move(index, -1)}>
                {t('Designer_MoveUp', { section: row.sectionName })}
              </button>
              <button type="button" disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                {t('Designer_MoveDown', { section: row.sectionName })}
              </button>
              <Link to={`/Administration/Forms/EditForm/${encodeURIComponent(row.id)}`}>
                {t('Designer_DesignForm', { section: row.sectionName })}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <button type="button" className="ic-primary" disabled={!dirty} onClick={() => void save()}>
          {t('Designer_SaveGroup')}
        </button>
      </div>
      <form
        className="ic-designer-panel"
        onSubmit={(e) => {
          e.preventDefault();
          void addSection();
        }}
      >
        <h2>{t('Designer_AddSection')}</h2>
        <div className="ic-designer-row">
          {(['id', 'sectionName', 'title'] as const).map((field) => (
            <div key={field} className="ic-designer-field">
              <label htmlFor={`new-section-${field}`}>{t(`Designer_NewSection_${field}`)}</label>
              <input
                id={`new-section-${field}`}
                required
                value={added[field]}
                onChange={(e) => setAdded((a) => ({ ...a, [field]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        <div>
          <button type="submit">{t('Designer_AddSection')}</button>
        </div>
      </form>
    </div>
  );
}
