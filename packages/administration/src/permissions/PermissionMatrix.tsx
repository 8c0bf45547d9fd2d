import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import type { FormModel, FormState } from '@insulcalc/forms/core';
import { useT } from '../i18n';
import { useModelField, useModelState } from '../useModelField';
import {
  isGranted,
  PERMISSION_ACTIONS,
  readGrants,
  readGroups,
  readResources,
  withGrant,
  type MatrixGroup,
  type MatrixResource,
  type PermissionAction,
} from './grants';
import { PERMISSION_MATRIX_STYLE_HREF, permissionMatrixCss } from './styles';

const readonlyOf = (state: FormState) => state.readonly || state.locked || state.saving;

/**
 * Administration → Permissions: the groups × resources matrix over the Permissions record's form
 * model. `Groups` and `Resources` are read, `Grants` is written with `setValue`, so the form's own
 * Save sends it (token, history and the server's messages as for any record).
 */
export function PermissionMatrix({ model }: { model: FormModel | null }) {
  const t = useT();
  const grantsField = useModelField(model, 'Grants');
  const groups = readGroups(useModelField(model, 'Groups')?.value);
  const resources = readResources(useModelField(model, 'Resources')?.value);
  const formReadonly = useModelState(model, readonlyOf, true);
  const readonly = formReadonly || (grantsField?.readonly ?? true);
  const grants = readGrants(grantsField?.value);
  const error = grantsField?.error;
  const errorText = error ? (error.message ?? (error.key ? t(error.key, error.values) : '')) : '';

  const toggle = useCallback(
    (group: string, resource: MatrixResource, action: PermissionAction, granted: boolean) => {
      if (!model) return;
      const current = readGrants(model.getField('Grants')?.value);
      model.setValue('Grants', withGrant(current, group, resource, action, granted));
    },
    [model],
  );

  if (!grantsField || groups.length === 0) return null;
  return (
    <PermissionTable
      groups={groups}
      resources={resources}
      isGranted={(group, resource, action) => isGranted(grants, group, resource, action)}
      readonly={readonly}
      onToggle={toggle}
      error={errorText}
    />
  );
}

interface PermissionTableProps {
  groups: MatrixGroup[];
  resources: MatrixResource[];
  isGranted(group: string, resource: string, action: PermissionAction): boolean;
  readonly: boolean;
  onToggle(group: string, resource: MatrixResource, action: PermissionAction, granted: boolean): void;
  error: string;
}

function PermissionTable({ groups, resources, isGranted, readonly, onToggle, error }: PermissionTableProps) {
  const t = useT();
  const ids = useId();
  const [filter, setFilter] = useState('');
  const captionId = `${ids}-caption`;
  const lockedNoteId = `${ids}-locked`;
  const filterId = `${ids}-filter`;
  const errorId = `${ids}-error`;

  const named = useMemo(
    () => resources.map((resource) => ({ resource, name: t(resource.nameKey) || resource.id })),
    [resources, t],
  );
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle
    ? named.filter(
        ({ resource, name }) =>
          name.toLocaleLowerCase().includes(needle) || resource.id.toLocaleLowerCase().includes(needle),
      )
    : named;
  const groupName = (group: MatrixGroup) => t(group.nameKey) || group.code;
  const actionName = (action: PermissionAction) => t(`Permissions_Action_${action}`);

  const cell = (group: MatrixGroup, resource: MatrixResource, name: string): ReactNode => {
    const everyone = PERMISSION_ACTIONS.filter((a) => resource.everyone[a] && !resource.actions.includes(a));
    const owner = resource.actions.filter((a) => resource.everyone[a] === 'owner');
    return (
      <ul className="ic-perm-actions">
        {resource.actions.map((action) => {
          const label = t('Permissions_CheckboxLabel', {
            group: groupName(group),
            action: actionName(action),
            resource: name,
          });
          const granted = group.locked || isGranted(group.code, resource.id, action);
          return (
            <li key={action}>
              <label>
                <input
                  type="checkbox"
                  aria-label={label}
                  checked={granted}
                  disabled={group.locked || readonly}
                  aria-describedby={group.locked ? lockedNoteId : error ? errorId : undefined}
                  onChange={(event) => {
                    // The administrators' column shows, never edits (the server refuses their code).
                    if (group.locked || readonly) return;
                    onToggle(group.code, resource, action, event.currentTarget.checked);
                  }}
                />
                <span aria-hidden="true">{actionName(action)}</span>
              </label>
            </li>
          );
        })}
        {everyone.map((action) => (
          <li key={`everyone-${action}`} className="ic-perm-everyone">
            {t(`Permissions_Everyone_${resource.everyone[action]!}`, { action: actionName(action) })}
          </li>
        ))}
        {owner.map((action) => (
          <li key={`owner-${action}`} className="ic-perm-everyone">
            {t('Permissions_Everyone_owner', { action: actionName(action) })}
          </li>
        ))}
      </ul>
    );
  };

  const section = (kind: MatrixResource['kind'], titleKey: string) => {
    const rows = shown.filter(({ resource }) => resource.kind === kind);
    if (rows.length === 0) return null;
    return (
      <tbody>
        <tr>
          <th scope="rowgroup" colSpan={groups.length + 1}>
            <span>{t(titleKey)}</span>
          </th>
        </tr>
        {rows.map(({ resource, name }) => (
          <tr key={resource.id}>
            <th scope="row">{name}</th>
            {groups.map((group) => (
              <td key={group.code}>{cell(group, resource, name)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  };

  return (
    <div className="ic-perm">
      <style href={PERMISSION_MATRIX_STYLE_HREF} precedence="default">
        {permissionMatrixCss}
      </style>
      <p className="ic-perm-intro">{t('Permissions_Intro')}</p>
      <div className="ic-perm-filter">
        <label htmlFor={filterId}>{t('Permissions_Filter')}</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          autoComplete="off"
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="ic-perm-error" role="alert">
          {error}
        </p>
      ) : null}
      {/* Keyboard users scroll the box with the arrow keys once it has the focus. */}
      <div className="ic-perm-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ic-perm-table">
          <caption id={captionId}>
            <span>{t('Permissions_Caption')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Permissions_Resource')}</th>
              {groups.map((group) => (
                <th scope="col" key={group.code}>
                  {groupName(group)}
                  {group.locked ? (
                    <span id={lockedNoteId} className="ic-perm-locked-note">
                      {t('Permissions_LockedNote')}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          {section('entity', 'Permissions_Entities')}
          {section('surface', 'Permissions_Surfaces')}
        </table>
      </div>
      <p role="status" className="ic-perm-intro">
        {shown.length === 0 ? t('Permissions_FilterNone', { text: filter.trim() }) : null}
      </p>
    </div>
  );
}
