import { useT } from '../i18n';
import { designerCss } from '../styles';

/**
 * What a designer screen shows when the server refuses its calls (the designer, consistency and
 * script checks are administrators' only): the shell's access-denied texts, not "not found".
 */
export function AccessDenied() {
  const t = useT();
  return (
    <div className="ic-designer-page" role="alert">
      <style>{designerCss}</style>
      <h1 className="ic-designer-title">{t('AccessDenied_Title')}</h1>
      <p>{t('AccessDenied_Text')}</p>
    </div>
  );
}
