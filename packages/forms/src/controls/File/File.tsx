import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { acceptText, acceptTokens, acceptsType, fileSizeText, type FileDescriptor } from '../../core/index';
import type { ControlProps } from '../../react/controlRegistry';
import { useT } from '../../react/i18n';
import { fileDownloadUrl, fileSettingsSchema } from './settings';
import { defaultSettings, safeParseSettings } from '../../react/controlSettings';

function descriptors(value: unknown): FileDescriptor[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FileDescriptor =>
      typeof entry === 'object' && entry !== null && typeof (entry as FileDescriptor).name === 'string',
  );
}

/**
 * File: chosen files travel with the save as multipart parts under the control's name; stored
 * files download through DynamicForm/GetFile.
 */
export function FileControl({ field, model, inputId, describedBy }: ControlProps) {
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = safeParseSettings(fileSettingsSchema, field.settings);
  const settings = parsed.success ? parsed.data : defaultSettings(fileSettingsSchema);
  const files = descriptors(field.value);
  const basePath =
    typeof document !== 'undefined' ? (document.querySelector('base')?.getAttribute('href') ?? '/') : '/';
  return (
    <div className="ic-file" aria-describedby={describedBy}>
      {field.readonly ? null : (
        <FileTrigger
          acceptedFileTypes={settings.accept ? settings.accept.split(',').map((s) => s.trim()) : undefined}
          allowsMultiple={settings.multiple}
          onSelect={(list) => {
            const chosen = list ? [...list] : [];
            // The server checks the content and answers the same words; this saves an upload.
            const large = settings.maxSize ? chosen.find((file) => file.size > settings.maxSize!) : undefined;
            if (large) {
              setRefusal(t('Files_TooLarge', { name: large.name, size: fileSizeText(settings.maxSize!) }));
              return;
            }
            const tokens = acceptTokens(settings.accept);
            const foreign = tokens.length
              ? chosen.find(
                  (file) => !acceptsType(tokens, { ext: file.name.split('.').pop() ?? '', mime: file.type }),
                )
              : undefined;
            if (foreign) {
              setRefusal(t('Files_TypeNotAccepted', { name: foreign.name, types: acceptText(tokens) }));
              return;
            }
            setRefusal(null);
            model.setFiles(field.name, chosen);
          }}
        >
          <Button
            id={inputId}
            className="ic-btn"
            aria-label={`${t('DynamicForm_File_Choose')}: ${field.displayName}`}
          >
            {t('DynamicForm_File_Choose')}
          </Button>
        </FileTrigger>
      )}
      {refusal ? (
        <div role="alert" className="ic-field-error">
          {refusal}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="ic-file-list">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.fileId ? (
                <a href={fileDownloadUrl(basePath, file.fileId)} download={file.name}>
                  {file.name}
                </a>
              ) : (
                file.name
              )}
            </li>
          ))}
        </ul>
      ) : field.readonly ? (
        <span className="ic-muted">{t('DynamicForm_File_None')}</span>
      ) : null}
    </div>
  );
}
