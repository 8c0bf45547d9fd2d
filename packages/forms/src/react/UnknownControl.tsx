import { useT } from './i18n';

/** An element whose control type nobody registered: a clear note instead of a crash. */
export function UnknownControl({ type, name }: { type: string; name: string }) {
  const t = useT();
  return (
    <div className="ic-unknown-control" role="note" data-control-type={type}>
      {t('DynamicForm_UnknownControl', { type, name })}
    </div>
  );
}
