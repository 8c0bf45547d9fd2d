import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router';
import { confirmDialog, useDialogs } from '@insulcalc/dialogs';
import { usePage, usePageNavigation } from '@insulcalc/shell';
import type { FormLoadRequestInput, FormModel } from '../core/index';
import { DynamicForm, formTitle, type DynamicFormHost } from '../react/DynamicForm';
import { useFormState } from '../react/FormContext';
import { helpItemOf } from '../react/help';
import { useT } from '../react/i18n';
import { useLeaveGuard } from '../react/useLeaveGuard';
import { openRejectComment } from '../dialogs/openers';
import { readDynamicFormQuery, withInstanceId, withSection } from './formQuery';

function PageState({ model }: { model: FormModel }) {
  const t = useT();
  const data = useFormState(
    useCallback((s) => s.data, []),
    model,
  );
  const dirty = useFormState(
    useCallback((s) => s.dirty, []),
    model,
  );
  const ignore = useFormState(
    useCallback((s) => s.ignoreChanges, []),
    model,
  );
  const locked = useFormState(
    useCallback((s) => s.locked, []),
    model,
  );
  usePage({
    title: formTitle(data, t('DynamicForm_DefaultTitle')),
    dirty,
    ignoreDirty: ignore,
    locked,
    helpItem: helpItemOf(data?.helpContent),
  });
  usePageNavigation({
    breadcrumbs: data?.breadcrumbs,
    fallbackSelectedNavigationId: data?.fallbackSelectedNavigationId,
  });
  return null;
}

/**
 * What a form page keeps in its history entry's state (so it survives a reload): how many steps
 * back lead out of the form, and whether the form began at the first entry of the tab.
 */
export interface FormHistoryState {
  formBackOffset: number;
  formAtStart: boolean;
}

function formHistoryOf(location: Location): FormHistoryState {
  const state = location.state as Partial<FormHistoryState> | null;
  return {
    formBackOffset: typeof state?.formBackOffset === 'number' ? state.formBackOffset : 1,
    // react-router keys a tab's first entry 'default' (also after a reload).
    formAtStart: state?.formAtStart ?? location.key === 'default',
  };
}

/** Pages a form page can navigate with (the app's router; a test's memory router). */
export interface FormPageProps {
  /** Fixed load request parts (a public route's form group and section). */
  fixed?: Partial<FormLoadRequestInput>;
}

/**
 * DynamicForm/Form (spec §2): every query parameter and `__jc`; left navigation between the
 * group's sections; the address gets the new id after the first save; closing goes back by the
 * form's offset stored in the history entry (spec §8), or home (replacing history) when there is
 * nothing to go back to.
 */
export function DynamicFormPage({ fixed }: FormPageProps = {}) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const location = useLocation();
  const [model, setModel] = useState<FormModel | null>(null);
  const history = useMemo(() => formHistoryOf(location), [location]);
  const query = useMemo(() => readDynamicFormQuery(search), [search]);
  const request = useMemo(() => ({ ...query.request, ...fixed }), [query.request, fixed]);
  useLeaveGuard(model);

  const host = useMemo<DynamicFormHost>(
    () => ({
      close: () => {
        const { formBackOffset, formAtStart } = history;
        if (formAtStart) navigate('/', { replace: true });
        else navigate(-formBackOffset);
      },
      openWfTask: (taskId) =>
        navigate(`/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(taskId)}`),
      // The page's question about itself (leave with unsaved changes): the page-dialog layer.
      confirm: (text) => confirmDialog(dialogs, { Message: text }, { page: true }),
      // The replaced entry keeps the form's offset (a replaced entry gets a new key, too).
      replaceInstanceId: (id) => setSearch(withInstanceId(search, id), { replace: true, state: history }),
      promptComment: () => openRejectComment(dialogs),
      openSection: (sectionName) => {
        const { formBackOffset, formAtStart } = history;
        const state: FormHistoryState = { formBackOffset: formBackOffset + 1, formAtStart };
        setSearch(withSection(search, sectionName), { state });
      },
    }),
    [navigate, dialogs, setSearch, search, history],
  );

  return (
    <div className="ic-page ic-dynamic-form-page">
      {model ? <PageState model={model} /> : null}
      <DynamicForm
        request={request}
        host={host}
        hideHeader={query.hideHeader}
        hideLeftNavigation={query.hideLeftNavigation}
        onModel={setModel}
      />
    </div>
  );
}
