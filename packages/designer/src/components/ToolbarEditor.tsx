import { formToolbarButtonSchema, type FormToolbarButton } from '@insulcalc/forms/core';
import { useT } from '../i18n';

const ACTIONS = ['SAVE', 'SAVEANDCLOSE', 'CLOSE'];
const VISIBILITY = ['alwaysVisible', 'iconOnly', 'iconAlwaysVisible', 'collapsed', 'hidden'] as const;

/** The form's toolbar buttons: name, title (text or key), save action, icon and visibility. */
export function ToolbarEditor({
  buttons,
  onChange,
}: {
  buttons: FormToolbarButton[];
  onChange(buttons: FormToolbarButton[]): void;
}) {
  const t = useT();
  const update = (index: number, patch: Partial<FormToolbarButton>) =>
    onChange(buttons.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  const problems = buttons.map((b) => {
    const parsed = formToolbarButtonSchema.safeParse(b);
    return parsed.success
      ? null
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  });
  const unused = () => {
    for (let i = 1; ; i++) if (!buttons.some((b) => b.baseName === `Button${i}`)) return `Button${i}`;
  };
  return (
    <div className="ic-designer-panel">
      <h2>{t('Designer_Toolbar')}</h2>
      <p className="ic-designer-hint">{t('Designer_ToolbarHint')}</p>
      <table className="ic-designer-table">
        <thead>
          <tr>
            <th scope="col">{t('Designer_Name')}</th>
            <th scope="col">{t('Designer_ButtonTitle')}</th>
            <th scope="col">{t('Designer_ButtonAction')}</th>
            <th scope="col">{t('Designer_ButtonIcon')}</th>
            <th scope="col">{t('Designer_ButtonVisibility')}</th>
            <th scope="col">
              <span className="ic-visually-hidden">{t('Designer_Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {buttons.map((b, index) => (
            <tr key={index}>
              <td>
                <input
                  aria-label={t('Designer_Name')}
                  value={b.baseName}
                  onChange={(e) => update(index, { baseName: e.target.value })}
                />
                {problems[index] ? <div className="ic-designer-error">{problems[index]}</div> : null}
              </td>
              <td>
                <input
                  aria-label={t('Designer_ButtonTitle')}
                  value={b.title ?? ''}
                  onChange={(e) => update(index, { title: e.target.value || undefined })}
                />
              </td>
              <td>
                <input
                  aria-label={t('Designer_ButtonAction')}
                  list="ic-designer-actions"
                  value={b.action ?? ''}
                  onChange={(e) => update(index, { action: e.target.value.toUpperCase() || undefined })}
                />
              </td>
              <td>
                <input
                  aria-label={t('Designer_ButtonIcon')}
                  value={b.iconKey ?? ''}
                  onChange={(e) => update(index, { iconKey: e.target.value || undefined })}
                />
              </td>
              <td>
                <select
                  aria-label={t('Designer_ButtonVisibility')}
                  value={b.visibility ?? 'alwaysVisible'}
                  onChange={(e) =>
                    update(index, { visibility: e.target.value as FormToolbarButton['visibility'] })
                  }
                >
                  {VISIBILITY.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <button type="button" onClick={() => onChange(buttons.filter((_, i) => i !== index))}>
                  {t('Designer_Remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <datalist id="ic-designer-actions">
        {ACTIONS.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <div>
        <button
          type="button"
          onClick={() =>
            onChange([...buttons, { baseName: unused(), action: 'SAVE', title: 'DynamicForm_Save' }])
          }
        >
          {t('Designer_AddButton')}
        </button>
      </div>
    </div>
  );
}
