import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import controlTexts from '@insulcalc/forms/translations/controls.json';
import designerTexts from '../../translations/designer.json';
import { BUILTIN_CONTROL_SPECS, controlSpecOf } from '@insulcalc/forms/core';
import { settingsFields } from '../core/index';
import { PropertyPanel } from './PropertyPanel';

afterEach(cleanup);

const messages = (language: string) =>
  Object.fromEntries(
    Object.entries({ ...designerTexts, ...controlTexts } as Record<string, Record<string, string>>).map(
      ([key, value]) => [key, value[language] ?? null],
    ),
  );

const noop = () => undefined;

function renderPanel(settings: Record<string, unknown> = {}, controlType = 'TextBox') {
  return render(
    <I18nProvider language="de" messages={messages('de')} isProduction={false}>
      <PropertyPanel
        element={{ name: 'Email', controlType, settings } as never}
        place={{ name: 'Email', colSpan: 12, rowSpan: 1, colGap: 0, tabIndex: 32767, newRow: false } as never}
        fieldNames={['Email']}
        readBy={[]}
        texts={{}}
        onElement={noop}
        onRename={() => null}
        onPlace={noop}
        onText={noop}
      />
    </I18nProvider>,
  );
}

describe('PropertyPanel settings (issue 25)', () => {
  it('labels settings in the reader language with the spec help as tooltip, not by technical key', () => {
    renderPanel({ placeholder: 'name@example.com', maxLength: 200 });
    const placeholder = screen.getByLabelText('Platzhalter');
    expect(placeholder).toHaveProperty('value', 'name@example.com');
    expect(placeholder.closest('details')).toBeNull();
    expect(screen.getByText('Platzhalter').getAttribute('title')).toBe(
      'Grauer Hinweis, solange das Feld leer ist.',
    );
    expect(screen.getByLabelText('Maximale Länge')).toHaveProperty('value', '200');
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(screen.queryByText('maxLength')).toBeNull();
  });

  it('keeps technical settings in a collapsed advanced section', () => {
    renderPanel();
    const details = screen.getByText('Erweiterte Einstellungen').closest('details')!;
    expect(details.open).toBe(false);
    expect(screen.getByLabelText('Zeilen im Dialog bearbeiten').closest('details')).toBe(details);
    expect(screen.getByLabelText('Workflow-Kommentar').closest('details')).toBe(details);
  });

  it("every built-in control's settings have a label and help in all six languages", () => {
    const missing: string[] = [];
    const byLanguage = ['en', 'de', 'sl', 'sr', 'hr', 'bs'].map(
      (language) => [language, messages(language)] as const,
    );
    for (const spec of BUILTIN_CONTROL_SPECS)
      for (const field of settingsFields(spec.settingsSchema)) {
        const description = controlSpecOf(spec.type)?.settings?.[field.key];
        if (!description?.help) {
          missing.push(`${spec.type}.${field.key}: no description`);
          continue;
        }
        for (const [language, texts] of byLanguage)
          for (const key of [description.label, description.help])
            if (!texts[key]) missing.push(`${spec.type}.${field.key}: ${key} (${language})`);
      }
    expect(missing).toEqual([]);
  });

  it('a ViewGrid: everyday settings by label, the wiring (view, form group, buttons) in the advanced section', () => {
    renderPanel({ viewId: 'OfferRequests', exportable: true }, 'ViewGrid');
    const details = screen.getByText('Erweiterte Einstellungen').closest('details')!;
    expect(screen.getByLabelText('Export').closest('details')).toBeNull();
    expect(screen.getByLabelText('Im Dialog öffnen').closest('details')).toBeNull();
    expect(screen.getByLabelText('Ansicht').closest('details')).toBe(details);
    expect(screen.getByLabelText('Formulargruppe').closest('details')).toBe(details);
    expect(screen.getByText('Ansicht').getAttribute('title')).toBe(
      'Die Ansicht, deren Datensätze das Steuerelement auflistet.',
    );
    for (const key of ['viewId', 'exportable', 'formGroupId', 'openInDialog', 'selectionMode'])
      expect(screen.queryByText(key)).toBeNull();
  });

  it('has no axe violations with a control’s labelled settings open', async () => {
    const { container } = renderPanel({ viewId: 'OfferRequests', exportable: true }, 'ViewGrid');
    container.querySelector('details')!.open = true;
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  it('shows the default tab index 32767 as automatic, not as a number', () => {
    renderPanel();
    const input = screen.getByPlaceholderText('Automatisch (Lesereihenfolge)');
    expect(input).toHaveProperty('value', '');
    expect(screen.queryByDisplayValue('32767')).toBeNull();
  });
});
