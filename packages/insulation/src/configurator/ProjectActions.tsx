/**
 * Saved projects of a signed-in user: name the project, save it, open another one, start a new
 * one, delete one (with an inline confirmation). Presentational; the container wires the calls.
 */
import { useId, useState } from 'react';
import type { Ui } from '../components/ui';

export interface ProjectSummary {
  projectId: string;
  name: string;
}

export interface ProjectActionsProps {
  ui: Ui;
  projectId: string | null;
  projectName: string;
  projects: readonly ProjectSummary[];
  dirty: boolean;
  saveStatus: 'idle' | 'saving' | 'saved' | 'conflict' | 'error';
  /** A translated error text of the last save, if any. */
  saveError?: string | null;
  busy?: boolean;
  onRenameProject: (name: string) => void;
  onSave: () => void;
  onOpen: (projectId: string) => void;
  onNew: () => void;
  onDelete: (projectId: string) => void;
}

export function ProjectActions(props: ProjectActionsProps) {
  const {
    ui,
    projectId,
    projectName,
    projects,
    dirty,
    saveStatus,
    saveError,
    busy,
    onRenameProject,
    onSave,
    onOpen,
    onNew,
    onDelete,
  } = props;
  const { t } = ui;
  const id = useId();
  const [chosen, setChosen] = useState<string>('');
  const [confirming, setConfirming] = useState(false);
  const others = projects.filter((p) => p.projectId !== projectId);
  const openValue =
    chosen && others.some((p) => p.projectId === chosen) ? chosen : (others[0]?.projectId ?? '');

  let status: string | null = null;
  if (saveStatus === 'saving') status = t('Insulation_Projects_Saving');
  else if (saveStatus === 'conflict') status = saveError || t('Insulation_Projects_Conflict');
  else if (saveStatus === 'error') status = saveError || t('Insulation_Projects_SaveFailed');
  else if (dirty) status = t('Insulation_Projects_Unsaved');
  else if (saveStatus === 'saved') status = t('Insulation_Projects_Saved');

  return (
    <div className="icc-projects" role="group" aria-label={t('Insulation_Projects_Title')}>
      <div className="icc-field icc-field--inline">
        <label htmlFor={`${id}-name`}>{t('Insulation_Projects_Name')}</label>
        <input
          id={`${id}-name`}
          type="text"
          value={projectName}
          maxLength={200}
          onChange={(e) => onRenameProject(e.target.value)}
        />
      </div>
      <button
        type="button"
        className="icc-button"
        onClick={onSave}
        disabled={busy || saveStatus === 'saving' || projectName.trim() === ''}
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
                  {p.name}
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
        <p className="icc-hint">{t('Insulation_Projects_None')}</p>
      )}
      {projectId ? (
        confirming ? (
          <div className="icc-projects__confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
            <p id={`${id}-confirm`}>{t('Insulation_Projects_DeleteConfirm', { name: projectName })}</p>
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
      >
        {status}
      </p>
    </div>
  );
}
