/**
 * What the server-rendered landing page hands to its enhancement script (a JSON script element with
 * the id {@link LANDING_DATA_ID}): the current language and the already translated texts the
 * script shows, so the script needs neither the translations nor an ICU parser.
 */
export const LANDING_DATA_ID = 'icc-landing-data';

export interface LandingLanguage {
  code: string;
  /** The language's own name ('Deutsch'). */
  name: string;
}

export interface LandingData {
  /** The language the page is rendered in. */
  language: string;
  /** The languages of the selector, in the selector's order. */
  languages: LandingLanguage[];
  texts: {
    /** Shell_ChangeLanguage_Title: the confirmation's title and its confirm button. */
    changeLanguageTitle: string;
    /** Shell_ChangeLanguage_Confirm per target language code, with the language name filled in. */
    changeLanguageConfirm: Record<string, string>;
    /** Common_Cancel */
    cancel: string;
    /** Common_Close (the dialog's × button) */
    close: string;
  };
}

/** Reads the data element; null when the page has none or it is not valid JSON. */
export function readLandingData(doc: Document): LandingData | null {
  const element = doc.getElementById(LANDING_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as LandingData;
    return data && typeof data.language === 'string' && Array.isArray(data.languages) ? data : null;
  } catch {
    return null;
  }
}

/** JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
