import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@insulcalc/i18n';
import controlTexts from '@insulcalc/forms/translations/controls.json';
import designerTexts from '../../translations/designer.json';
import { PropertyPanel } from './PropertyPanel';

afterEach(cleanup);

const messages = (language: string) =>
  Object.fromEntries(
    Object.entries({ ...designerTexts, ...controlTexts } as Record<string, Record<string, string>>).map(
      ([key, value]) => [key, value[language] ?? null],
    ),
  );

const noop = () => undefined;

function renderPanel(settings: Record<string, unknown> = {}) {
  return render(
    <I18nProvider language="de" messages={messages('de')} isProduction={false}>
      <PropertyPanel
        element={{ name: 'Email', controlType: 'TextBox', settings } as never}
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

  it('shows the default tab index 32767 as automatic, not as a number', () => {
    renderPanel();
    const input = screen.getByPlaceholderText('Automatisch (Lesereihenfolge)');
    expect(input).toHaveProperty('value', '');
    expect(screen.queryByDisplayValue('32767')).toBeNull();
  });
});
