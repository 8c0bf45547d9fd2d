import { useMemo, type ReactNode } from 'react';
import { confirmDialog, useDialogs } from '@insulcalc/dialogs';
import { DynamicForm, openRejectComment, type DynamicFormHost } from '@insulcalc/forms';
import type { FormModel } from '@insulcalc/forms/core';

export interface AdminFormProps {
  formGroupId: string;
  /** The record to edit; null creates one. */
  entityInstanceId: string | null;
  /** After a save or a cancel; `savedId` is the record's id when it was saved. */
  onClose(savedId: string | null): void;
  /** A new record got its id on its first save (the page's address follows). */
  onCreated?(entityInstanceId: string): void;
  onModel?(model: FormModel): void;
  children?: ReactNode;
}

/**
 * A record's form on an Administration page: the form engine's DynamicForm over the record's
 * form group (so every edit goes through the provider's validation, token and history), hosted by
 * the page instead of the DynamicForm route.
 */
export function AdminForm({
  formGroupId,
  entityInstanceId,
  onClose,
  onCreated,
  onModel,
  children,
}: AdminFormProps) {
  const dialogs = useDialogs();
  const request = useMemo(
    () => ({ formGroupId, ...(entityInstanceId ? { entityInstanceId } : {}) }),
    [formGroupId, entityInstanceId],
  );
  const host = useMemo<DynamicFormHost>(
    () => ({
      close: (result) => onClose(result.saved ? (result.entityInstanceId ?? entityInstanceId) : null),
      openWfTask: () => undefined,
      confirm: (text) => confirmDialog(dialogs, { Message: text }),
      replaceInstanceId: (id) => onCreated?.(id),
      promptComment: () => openRejectComment(dialogs),
    }),
    [dialogs, onClose, onCreated, entityInstanceId],
  );
  return (
    <DynamicForm
      key={`${formGroupId}:${entityInstanceId ?? 'new'}`}
      request={request}
      host={host}
      onModel={onModel}
    >
      {children}
    </DynamicForm>
  );
}
