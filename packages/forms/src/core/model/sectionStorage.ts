/** The part of the Web Storage API the model needs (the browser passes sessionStorage). */
export interface SectionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Spec §4: collapsed state is remembered per form, instance and section. */
export function sectionStorageKey(formId: string, entityInstanceId: string | null, section: string): string {
  return `insulcalc.form.section:${formId}:${entityInstanceId ?? 'new'}:${section}`;
}
