export const RECORD_STYLE_HREF = 'insulcalc-record-figures';

/**
 * Styles of a record's figures and sent documents (the record's controls and the task page share
 * them); React 19 hoists and de-duplicates the `<style href>`.
 */
export const recordCss = `
.ic-figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(16rem,100%),1fr));gap:.75rem 1.5rem;margin-top:.5rem}
.ic-figures-title{font-size:.95rem;margin:0 0 .25rem}
.ic-figures dl{margin:0;display:grid;gap:.125rem}
.ic-figures dl>div{display:flex;justify-content:space-between;gap:.75rem;border-bottom:1px solid var(--ic-border,#e5e7eb)}
.ic-figures dt{color:var(--ic-text-muted,#4b5563);min-width:0;overflow-wrap:anywhere}
.ic-figures dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.ic-record-muted{color:var(--ic-text-muted,#4b5563);font-weight:400}
.ic-sent{margin:0;padding-left:1.25rem;display:grid;gap:.5rem}
.ic-sent a{overflow-wrap:anywhere}
.ic-sent-differences{margin:.25rem 0 0;padding-left:1.25rem}
.ic-sent-differs{font-weight:600;color:var(--ic-warning-text,#92400e)}
.ic-record-calculation{display:grid;gap:.5rem;min-width:0}
.ic-record-calculation-head{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline;justify-content:space-between}
.ic-record-headline{margin:0;font-size:1.05rem}
`;

export function RecordStyles() {
  return (
    <style href={RECORD_STYLE_HREF} precedence="default">
      {recordCss}
    </style>
  );
}
