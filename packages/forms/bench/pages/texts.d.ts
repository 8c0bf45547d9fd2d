/** The forms package's texts in English (bench-forms.ts's `englishTexts` plugin builds it). */
declare module 'bench:forms-texts-en' {
  const texts: Record<string, string>;
  export default texts;
}
