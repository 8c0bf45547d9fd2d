import { useLanguage } from '@insulcalc/i18n';
import { useT } from '../react/i18n';
import { formatRecordDateTime, type SentDocument } from './figures';
import { RecordStyles } from './RecordStyles';

/**
 * A record's documents as they left, newest first: name (opening the stored bytes, never a
 * re-render), template version, date and sender; a later version says where its figures differ
 * from the sent one.
 */
export function SentDocumentList({ documents }: { documents: SentDocument[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="ic-sent" data-testid="sent-document-list">
      <RecordStyles />
      {documents.map((d) => (
        <li key={d.id} data-kind={d.kind}>
          <a href={d.href} download={d.fileName}>
            {d.fileName}
          </a>{' '}
          <span className="ic-record-muted">
            {t(d.kind === 'sent' ? 'Forms_SentDocuments_KindSent' : 'Forms_SentDocuments_KindRendered')}
            {d.templateVersion !== null
              ? `, ${t('Forms_SentDocuments_Version', { version: d.templateVersion })}`
              : ''}
            {', '}
            {formatRecordDateTime(d.createdAt, language)}
            {d.createdBy ? `, ${d.createdBy}` : ''}
          </span>
          {d.differences ? (
            d.differences.length ? (
              <>
                {' '}
                <span className="ic-sent-differs">{t('Forms_SentDocuments_Differs')}</span>
                <ul className="ic-sent-differences" aria-label={t('Forms_SentDocuments_Differences')}>
                  {d.differences.map((x, i) => (
                    <li key={i}>
                      {t('Forms_SentDocuments_Difference', {
                        label: x.title ? `${x.title} · ${x.label}` : x.label,
                        sent: x.sent || '–',
                        now: x.now || '–',
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="ic-record-muted">{t('Forms_SentDocuments_NoDifferences')}</p>
            )
          ) : null}
        </li>
      ))}
    </ul>
  );
}
