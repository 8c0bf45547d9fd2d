import { useEffect } from 'react';
import {
  DialogBody,
  DialogFooter,
  Toolbar,
  useDialog,
  useDialogs,
  type ToolbarButton,
} from '@insulcalc/dialogs';
import { useT } from '../react/i18n';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { openHistoryDialog } from './openers';
import { isRecord, useApiData } from './useApiData';

type Pairs = [string, string][];

interface Properties {
  /** The entity and instance ids: the History button opens the instance's audit history. */
  entityId: string | null;
  instanceId: string | null;
  entity: Pairs;
  form: Pairs;
  instance: Pairs | null;
  attributes: {
    name: string;
    displayName: string;
    dataType: string;
    required: boolean;
    readonly: boolean;
    elementName: string | null;
  }[];
}

const text = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
const pairs = (value: unknown): Pairs =>
  isRecord(value) ? Object.entries(value).map(([k, v]) => [k, text(v)]) : [];

function readProperties(value: unknown): Properties | null {
  if (!isRecord(value)) return null;
  const id = (record: unknown) =>
    isRecord(record) && (typeof record.id === 'string' || typeof record.id === 'number')
      ? String(record.id)
      : null;
  return {
    entityId: id(value.entity),
    instanceId: id(value.instance),
    entity: pairs(value.entity),
    form: [
      ...pairs(value.formGroup).map(([k, v]): [string, string] => [`formGroup.${k}`, v]),
      ...pairs(value.form),
    ],
    instance: isRecord(value.instance) ? pairs(value.instance) : null,
    attributes: Array.isArray(value.attributes)
      ? value.attributes.filter(isRecord).map((a) => ({
          name: text(a.name),
          displayName: text(a.displayName),
          dataType: text(a.dataType),
          required: a.required === true,
          readonly: a.readonly === true,
          elementName: typeof a.elementName === 'string' ? a.elementName : null,
        }))
      : [],
  };
}

function PairTable({ caption, rows }: { caption: string; rows: Pairs }) {
  return (
    <table className="ic-table ic-properties">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{key}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** ShowPropertiesDialog (F1): entity, form, version, instance and attributes of the form on screen. */
export function ShowPropertiesDialog() {
  const t = useT();
  const dialog = useDialog();
  const dialogs = useDialogs();
  const params = dialog.params as { formId?: string; entityInstanceId?: string | null };
  const url = params.formId
    ? `api/v1/forms/${encodeURIComponent(params.formId)}/properties${params.entityInstanceId ? `?entityInstanceId=${encodeURIComponent(params.entityInstanceId)}` : ''}`
    : null;
  const state = useApiData(url, readProperties);
  useEffect(() => dialog.setTitle(t('DynamicForm_Properties')), [dialog, t]);
  const { entityId, instanceId } =
    state.status === 'ready' ? state.data : { entityId: null, instanceId: null };
  const buttons: ToolbarButton[] = [
    ...(entityId && instanceId
      ? [
          {
            baseName: 'History',
            title: t('DynamicForm_History'),
            // The audit history of the record on screen, stacked above this dialog (spec §2).
            onClick: () => {
              openHistoryDialog(dialogs, { entityId, entityInstanceId: instanceId });
            },
          },
        ]
      : []),
    { baseName: 'Close', title: t('DynamicForm_Close'), onClick: () => dialog.close(undefined) },
  ];
  return (
    <DialogErrorBoundary onError={() => dialog.close(undefined)}>
      <DialogBody>
        {state.status === 'loading' ? <p role="status">{t('DynamicForm_Loading')}</p> : null}
        {state.status === 'failed' ? <p role="alert">{t('DynamicForm_PropertiesUnavailable')}</p> : null}
        {state.status === 'ready' ? (
          <>
            <PairTable caption={t('DynamicForm_PropertiesEntity')} rows={state.data.entity} />
            <PairTable caption={t('DynamicForm_PropertiesForm')} rows={state.data.form} />
            {state.data.instance ? (
              <PairTable caption={t('DynamicForm_PropertiesInstance')} rows={state.data.instance} />
            ) : null}
            <table className="ic-table ic-properties">
              <caption>{t('DynamicForm_PropertiesAttributes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('DynamicForm_PropertiesName')}</th>
                  <th scope="col">{t('DynamicForm_PropertiesType')}</th>
                  <th scope="col">{t('DynamicForm_PropertiesControl')}</th>
                  <th scope="col">{t('DynamicForm_PropertiesFlags')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.attributes.map((a) => (
                  <tr key={a.name}>
                    <th scope="row">
                      {a.displayName} <code>{a.name}</code>
                    </th>
                    <td>{a.dataType}</td>
                    <td>{a.elementName ?? '—'}</td>
                    <td>
                      {[
                        a.required ? t('DynamicForm_Required') : '',
                        a.readonly ? t('DynamicForm_ReadOnly') : '',
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Toolbar label={t('DynamicForm_Properties')} buttons={buttons} />
      </DialogFooter>
    </DialogErrorBoundary>
  );
}
