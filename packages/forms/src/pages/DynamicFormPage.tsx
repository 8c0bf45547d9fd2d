import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmDialog, useDialogs } from '@insulcalc/dialogs';
import { usePage } from '@insulcalc/shell';
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
  return null;
}

/** Pages a form page can navigate with (the app's router; a test's memory router). */
export interface FormPageProps {
  /** Fixed load request parts (a public route's form group and section). */
  fixed?: Partial<FormLoadRequestInput>;
}

/**
 * DynamicForm/Form (spec §2): every query parameter and `__jc`; left navigation between the
 * group's sections; the address gets the new id after the first save; closing goes back by the
 * entries this form added, or home (replacing history) when there is nothing to go back to.
 */
export function DynamicFormPage({ fixed }: FormPageProps = {}) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [model, setModel] = useState<FormModel | null>(null);
  /** History entries this form pushed (left navigation): closing goes back past them. */
  const pushed = useRef(0);
  const query = useMemo(() => readDynamicFormQuery(search), [search]);
  const request = useMemo(() => ({ ...query.request, ...fixed }), [query.request, fixed]);
  useLeaveGuard(model);

  const host = useMemo<DynamicFormHost>(
    () => ({
      close: () => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index <= 0) navigate('/', { replace: true });
        else navigate(-Math.min(index, pushed.current + 1));
      },
      openWfTask: (taskId) =>
        navigate(`/Process/OpenTask?instanceActivityTaskId=${encodeURIComponent(taskId)}`),
      confirm: (text) => confirmDialog(dialogs, { Message: text }),
      replaceInstanceId: (id) => setSearch(withInstanceId(search, id), { replace: true }),
      promptComment: () => openRejectComment(dialogs),
      openSection: (sectionName) => {
        pushed.current += 1;
        setSearch(withSection(search, sectionName));
      },
    }),
    [navigate, dialogs, setSearch, search],
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
