/**
 * The offer to keep an anonymous visitor's project at the first sign-in (decision 0003): a thin
 * dialog of @insulcalc/dialogs over the domain's flows (state/anonymousProject.ts).
 *
 * - Keep (focused first): the project is created in the user's account, selected and loaded.
 *   While the request runs the buttons do nothing; when it fails the error is shown in the dialog
 *   (role alert), the local copy stays and the same choice is offered again.
 * - Discard: the local copy is cleared, the user's selected project loads.
 * - Decide later, Escape, the close button, or leaving the page: nothing is lost; the offer is made
 *   again on the next start.
 * The dialog host traps focus, stacks it and closes it on Escape.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { DialogBody, DialogFooter, dialogRoutes, useDialog, useDialogs } from '@insulcalc/dialogs';
import { useUi } from '../components/ui';
import { shownCalculationName, shownProjectName } from '../domain/defaults';
import {
  discardAnonymousProject,
  keepAnonymousProject,
  postponeAnonymousProject,
  type ProjectFlowState,
} from '../state/index';
import './projectStatus.css';

export const KEEP_ANONYMOUS_PROJECT_DIALOG = 'KeepAnonymousProjectDialog';

type Dispatch = ThunkDispatch<ProjectFlowState, unknown, UnknownAction>;

/** A translation key (Area_Thing) is translated; a server's text is shown as it is. */
function messageText(t: (key: string) => string, text: string): string {
  return /^[A-Za-z]+_[A-Za-z0-9_]+$/.test(text) ? t(text) || text : text;
}

export function KeepAnonymousProjectDialog() {
  const { t } = useUi();
  const dialog = useDialog();
  const dispatch = useDispatch() as Dispatch;
  const offer = useSelector((s: ProjectFlowState) => s.project.anonymousOffer);
  const project = offer.project;
  const keeping = offer.status === 'keeping';
  const textId = `${dialog.titleId}-text`;

  useEffect(() => {
    dialog.setTitle(t('Projects_Keep_Title'));
  }, [dialog, t]);

  const keep = async () => {
    if (keeping) return;
    const result = await dispatch(keepAnonymousProject()).unwrap();
    if (result.ok) dialog.close('kept');
  };
  const discard = async () => {
    if (keeping) return;
    dialog.close('discarded');
    await dispatch(discardAnonymousProject());
  };
  const later = () => {
    if (keeping) return;
    dialog.close(undefined);
  };

  if (!project) return null;
  const count = project.calculationData.length;
  return (
    <>
      <DialogBody>
        <p id={textId} className="icc-keep-project__summary">
          {t('Projects_Keep_Text', { name: shownProjectName(project.name, t), count })}
        </p>
        <ul className="icc-keep-project__list" aria-label={t('Insulation_Calculations_Label')}>
          {project.calculationData.map((c) => (
            <li key={c.calculationId}>{shownCalculationName(c.name, t)}</li>
          ))}
        </ul>
        {offer.status === 'failed' && offer.error ? (
          <p role="alert" className="icc-keep-project__error">
            {t('Projects_Keep_Failed', { reason: messageText(t, offer.error) })}
          </p>
        ) : null}
        <p role="status" aria-live="polite" className="icc-hint">
          {keeping ? t('Insulation_Projects_Saving') : ''}
        </p>
      </DialogBody>
      <DialogFooter>
        <div className="icc-keep-project__actions">
          <button
            type="button"
            className="icc-button"
            data-autofocus=""
            aria-disabled={keeping || undefined}
            onClick={() => void keep()}
          >
            {t('Projects_Keep_Keep')}
          </button>
          <button
            type="button"
            className="icc-button icc-button--secondary"
            aria-disabled={keeping || undefined}
            onClick={() => void discard()}
          >
            {t('Projects_Keep_Discard')}
          </button>
          <button
            type="button"
            className="icc-button icc-button--secondary"
            aria-disabled={keeping || undefined}
            onClick={later}
          >
            {t('Projects_Keep_Later')}
          </button>
        </div>
      </DialogFooter>
    </>
  );
}

/**
 * Opens the offer while the domain has one (offered, or failed and not on screen): registers the
 * dialog route and opens the dialog; closing it without an answer (Escape, ×, Decide later,
 * navigation) postpones the offer to the next start.
 */
export function useAnonymousProjectOffer(): void {
  const { t } = useUi();
  const dispatch = useDispatch() as Dispatch;
  const store = useStore<ProjectFlowState>();
  const dialogs = useDialogs();
  const status = useSelector((s: ProjectFlowState) => s.project.anonymousOffer.status);
  const openKey = useRef<string | null>(null);

  useEffect(
    () =>
      dialogRoutes.register({
        path: KEEP_ANONYMOUS_PROJECT_DIALOG,
        Component: KeepAnonymousProjectDialog,
        width: 600,
      }),
    [],
  );

  const onClosed = useCallback(
    (result: unknown) => {
      openKey.current = null;
      const now = store.getState().project.anonymousOffer.status;
      if (result === undefined && (now === 'offered' || now === 'failed'))
        dispatch(postponeAnonymousProject());
    },
    [dispatch, store],
  );

  useEffect(() => {
    if ((status !== 'offered' && status !== 'failed') || openKey.current !== null) return;
    openKey.current = dialogs.open({
      path: KEEP_ANONYMOUS_PROJECT_DIALOG,
      title: t('Projects_Keep_Title'),
      width: 600,
      callback: onClosed,
    });
  }, [status, dialogs, t, onClosed]);
}
