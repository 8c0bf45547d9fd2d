/** This package's translations namespace: its translations/ folder's texts, served under its name (decision 0035). */
export const designerTranslationNamespace = 'designer';
