import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FormModel } from '@insulcalc/forms/core';
import { usePage } from '@insulcalc/shell';
import { AdminForm } from '../AdminForm';
import { useT } from '../i18n';
import { PermissionMatrix } from './PermissionMatrix';

export const PERMISSIONS_PATH = 'Administration/Permissions';
/** The Permissions entity has one record: every group's grants. */
const MATRIX_INSTANCE = 'all';

/**
 * Administration/Permissions: the Permissions record's form (its toolbar saves and closes) with
 * the groups × resources matrix that edits its `Grants` value.
 */
export function PermissionsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [model, setModel] = useState<FormModel | null>(null);
  usePage({ title: t('Permissions_Title') });
  const onClose = useCallback(() => navigate('/'), [navigate]);
  return (
    <div className="ic-admin-page ic-admin-permissions" style={{ minWidth: 0, maxWidth: '100%' }}>
      <AdminForm
        formGroupId="Permissions"
        entityInstanceId={MATRIX_INSTANCE}
        onClose={onClose}
        onModel={setModel}
      />
      <PermissionMatrix model={model} />
    </div>
  );
}
