/**
 * Saved projects of a signed-in user: name the project, save it (it also saves itself a moment
 * after a change), open another one, start a new one, delete one (with an inline confirmation),
 * and the save status in a polite live region: "Saving…", "All changes saved", "Not saved: …".
 * After a conflict it offers the choice: load the saved version, or overwrite it with mine.
 * The Save button is the page's Ctrl/Cmd+S target. Presentational; the container wires the calls.
 */
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { ToolbarShortcutContext } from '@insulcalc/dialogs';
import type { ProjectSummaryDto } from '@insulcalc/api-schema';
import type { Ui } from '../components/ui';
import { shownProjectName } from '../domain/defaults';
import './projectStatus.css';

/** What the project menu shows of a project: its id and name. */
export type ProjectSummary = Pick<ProjectSummaryDto, 'projectId' | 'name'>;

export interface ProjectActionsProps {
  ui: Ui;
  projectId: string | null;
  projectName: string;
  projects: readonly ProjectSummary[];
  dirty: boolean;
  saveStatus: 'idle' | 'saving' | 'saved' | 'conflict' | 'error';
  /** The error of the last save: a server's translated text or a translation key. */
  saveError?: string | null;
  /** The failed save is tried again automatically. */
  saveRetrying?: boolean;
  busy?: boolean;
  onRenameProject: (name: string) => void;
  onSave: () => void;
  onOpen: (projectId: string) => void;
  onNew: () => void;
  onDelete: (projectId: string) => void;
  /** After a conflict: drop my edits and load the version stored on the server. */
  onReloadSaved?: () => void;
  /** After a conflict: save my version over the stored one. */
  onOverwrite?: () => void;
}

/** A translation key (Area_Thing) is translated; a server's text is shown as it is. */
function messageText(t: Ui['t'], text: string): string {
  return /^[A-Za-z]+_[A-Za-z0-9_]+$/.test(text) ? t(text) || text : text;
}

/** The text of the save status (the polite live region). */
export function saveStatusText(
  t: Ui['t'],
  s: Pick<ProjectActionsProps, 'projectId' | 'dirty' | 'saveStatus' | 'saveError' | 'saveRetrying'>,
): string {
  if (s.saveStatus === 'saving') return t('Insulation_Projects_Saving');
  if (s.saveStatus === 'conflict')
    return t('Projects_Status_NotSaved', {
      reason: s.saveError ? messageText(t, s.saveError) : t('Insulation_Projects_Conflict'),
    });
  if (s.saveStatus === 'error')
    return t(s.saveRetrying ? 'Projects_Status_NotSavedRetrying' : 'Projects_Status_NotSaved', {
      reason: s.saveError ? messageText(t, s.saveError) : t('Insulation_Projects_SaveFailed'),
    });
  if (s.dirty) return t('Insulation_Projects_Unsaved');
  if (s.projectId) return t('Projects_Status_AllSaved');
  return t('Projects_Status_NotStoredYet');
}

export function ProjectActions(props: ProjectActionsProps) {
  const {
    ui,
    projectId,
    projectName,
    projects,
    saveStatus,
    busy,
    onRenameProject,
    onSave,
    onOpen,
    onNew,
    onDelete,
    onReloadSaved,
    onOverwrite,
  } = props;
  const { t } = ui;
  const id = useId();
  const [chosen, setChosen] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const others = projects.filter((p) => p.projectId !== projectId);
  const openValue =
    chosen && others.some((p) => p.projectId === chosen) ? chosen : (others[0]?.projectId ?? '');

  const status = saveStatusText(t, props);
  // Not disabled while a save runs (focus would be lost): a press then saves once more after it.
  const saveDisabled = Boolean(busy) || projectName.trim() === '';

  // The Save button is the page's Ctrl/Cmd+S target (the shell's keyboard shortcuts).
  const registerShortcut = useContext(ToolbarShortcutContext);
  const latest = useRef({ onSave, saveDisabled });
  useEffect(() => {
    latest.current = { onSave, saveDisabled };
  });
  useEffect(() => {
    if (!registerShortcut) return undefined;
    return registerShortcut({
      kind: 'save',
      scope: 'page',
      press: () => latest.current.onSave(),
      isEnabled: () => !latest.current.saveDisabled,
    });
  }, [registerShortcut]);

  return (
    <div className="icc-projects" role="group" aria-label={t('Insulation_Projects_Title')}>
      <div className="icc-field icc-field--inline">
        <label htmlFor={`${id}-name`}>{t('Insulation_Projects_Name')}</label>
        <input
          id={`${id}-name`}
          type="text"
          value={shownProjectName(projectName, t)}
          maxLength={200}
          onChange={(e) => onRenameProject(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="icc-button"
        onClick={onSave}
        disabled={saveDisabled}
        aria-keyshortcuts="Control+S Meta+S"
      >
        {t('Insulation_Projects_Save')}
      </button>
      <button type="button" className="icc-button icc-button--secondary" onClick={onNew} disabled={busy}>
        {t('Insulation_Projects_New')}
      </button>
      {others.length > 0 ? (
        <div className="icc-projects__open">
          <div className="icc-field icc-field--inline">
            <label htmlFor={`${id}-open`}>{t('Insulation_Projects_OpenLabel')}</label>
            <select id={`${id}-open`} value={openValue} onChange={(e) => setChosen(e.target.value)}>
              {others.map((p) => (
                <option key={p.projectId} value={p.projectId}>
                  {shownProjectName(p.name, t)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="icc-button icc-button--secondary"
            onClick={() => openValue && onOpen(openValue)}
            disabled={busy || !openValue}
          >
            {t('Insulation_Projects_Open')}
          </button>
        </div>
      ) : (
        // "None yet" only when nothing is saved: the open project may be the one saved project.
        <p className="icc-hint">
          {t(projects.length > 0 ? 'Insulation_Projects_NoOthers' : 'Insulation_Projects_None')}
        </p>
      )}
      {projectId ? (
        confirming ? (
          <div className="icc-projects__confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>
              {t('Insulation_Projects_DeleteConfirm', { name: shownProjectName(projectName, t) })}
            </p>
            <button
              type="button"
              className="icc-button"
              onClick={() => {
                setConfirming(false);
                onDelete(projectId);
              }}
            >
              {t('Insulation_Projects_Delete')}
            </button>
            <button
              type="button"
              className="icc-button icc-button--secondary"
              onClick={() => setConfirming(false)}
              autoFocus
            >
              {t('Insulation_Projects_Cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="icc-button icc-button--secondary"
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            {t('Insulation_Projects_Delete')}
          </button>
        )
      ) : null}
      <p
        className={`icc-projects__status${saveStatus === 'error' || saveStatus === 'conflict' ? ' icc-projects__status--error' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="project-save-status"
      >
        {status}
      </p>
      {saveStatus === 'conflict' && (onReloadSaved || onOverwrite) ? (
        <div className="icc-projects__conflict" role="group" aria-label={t('Projects_Conflict_Choice')}>
          {onReloadSaved ? (
            <button type="button" className="icc-button icc-button--secondary" onClick={onReloadSaved}>
              {t('Projects_Conflict_ReloadSaved')}
            </button>
          ) : null}
          {onOverwrite ? (
            <button type="button" className="icc-button" onClick={onOverwrite}>
              {t('Projects_Conflict_Overwrite')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
