/** The chosen values of a multi-value control when it is read-only: one read-only text box. */
export function ReadonlyList({
  inputId,
  describedBy,
  texts,
}: {
  inputId: string;
  describedBy: string | undefined;
  texts: readonly string[];
}) {
  return (
    <input
      id={inputId}
      className="ic-input"
      readOnly
      aria-describedby={describedBy}
      value={texts.join(', ')}
      title={texts.join(', ')}
    />
  );
}
