import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown next to the field; sets aria-invalid. */
  error?: string | null;
}

/** Labelled input with its validation message (aria-invalid + aria-describedby). */
export function TextField({ label, value, onChange, error, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="ic-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...rest}
        id={inputId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span id={errorId} className="ic-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export function Alert({ level, children }: { level: 'error' | 'info' | 'warn'; children: ReactNode }) {
  return (
    <div className={`ic-alert ic-alert-${level}`} role={level === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
