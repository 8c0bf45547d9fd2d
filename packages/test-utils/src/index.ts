export {
  messagesOf,
  packageMessages,
  packageTranslationFiles,
  readTranslationFolder,
  type PackageTranslationOptions,
  type TranslationFile,
  type TranslationTexts,
} from './translations';
