import type { ControlProps } from '../../react/controlRegistry';
import { useFormState } from '../../react/FormContext';
import { useT } from '../../react/i18n';
import { isRecord, useApiData } from '../../dialogs/useApiData';
import { readSentDocuments, type SentDocument } from '../../records/figures';
import { SentDocumentList } from '../../records/SentDocumentList';
import { RecordStyles } from '../../records/RecordStyles';
import { sentDocumentsUrl } from './settings';

const readAnswer = (value: unknown): SentDocument[] | null =>
  isRecord(value) && Array.isArray(value.documents) ? readSentDocuments(value.documents) : null;

/**
 * SentDocuments: what was sent for this record, as it left (name, template version, date, sender,
 * a link to the stored PDF), and later versions marked where their figures differ.
 */
export function SentDocuments({ inputId, labelId, describedBy }: ControlProps) {
  const t = useT();
  const entityId = useFormState((s) => s.data?.entityId ?? null);
  const instanceId = useFormState((s) => s.entityInstanceId);
  const url = entityId && instanceId ? sentDocumentsUrl(entityId, instanceId) : null;
  const state = useApiData(url, readAnswer);
  return (
    <section
      id={inputId}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-busy={url !== null && state.status === 'loading' ? true : undefined}
      data-testid="sent-documents"
    >
      <RecordStyles />
      {url === null ? (
        <p className="ic-record-muted">{t('Forms_SentDocuments_None')}</p>
      ) : state.status === 'loading' ? (
        <p role="status" className="ic-record-muted">
          {t('Forms_SentDocuments_Loading')}
        </p>
      ) : state.status === 'failed' ? (
        <p className="ic-record-muted">{t('Forms_SentDocuments_Failed')}</p>
      ) : state.data.length === 0 ? (
        <p className="ic-record-muted">{t('Forms_SentDocuments_None')}</p>
      ) : (
        <SentDocumentList documents={state.data} />
      )}
    </section>
  );
}
