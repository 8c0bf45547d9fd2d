/**
 * Issue 12 Why list: the "Calculation" tab and "Default project" show in the reader's language,
 * everywhere the configurator shows a name (decision 0039): tabs, the name fields, the saved
 * projects, the comparison's choices.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useUi } from '../components/ui';
import { DEFAULT_PROJECT_NAME } from '../domain/defaults';
import { ProjectActions } from './ProjectActions';
import { LocalConfigurator, TestI18n, stubMatchMedia } from './testUtils';

stubMatchMedia();
afterEach(cleanup);

describe('default names', () => {
  it.each([
    ['de', 'Standardprojekt', 'Berechnung', 'Berechnungen des Projekts'],
    ['sl', 'Privzeti projekt', 'Izračun', 'Izračuni projekta'],
  ])('%s', (language, project, calculation, navLabel) => {
    render(
      <TestI18n language={language}>
        <LocalConfigurator />
      </TestI18n>,
    );
    expect(screen.getByTestId('project-name').textContent).toBe(project);
    const nav = screen.getByRole('navigation', { name: navLabel });
    const current = within(nav)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'true');
    expect(current.map((b) => b.textContent)).toEqual([calculation]);
  });

  it("the name field shows the default name in the reader's language; what is typed is kept", () => {
    render(
      <TestI18n language="de">
        <LocalConfigurator />
      </TestI18n>,
    );
    const field = screen.getByLabelText('Name der ausgewählten Berechnung') as HTMLInputElement;
    expect(field.value).toBe('Berechnung');
    fireEvent.change(field, { target: { value: 'Berechnung Vorlauf' } });
    expect(field.value).toBe('Berechnung Vorlauf');
    const nav = screen.getByRole('navigation', { name: 'Berechnungen des Projekts' });
    expect(within(nav).getByRole('button', { name: 'Berechnung Vorlauf' })).toBeTruthy();
    // Emptied, the field stays empty (the tab names it "unnamed") rather than refilling itself.
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
  });

  it("the comparison's choices name the default calculations in the reader's language", () => {
    render(
      <TestI18n language="de">
        <LocalConfigurator />
      </TestI18n>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Berechnung hinzufügen' }));
    fireEvent.click(screen.getByTestId('compare-toggle'));
    const choices = within(screen.getByTestId('compare'))
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(choices).toEqual(['Berechnung', 'Berechnung']);
  });

  it('the saved projects and the project name field show the default project in German', () => {
    function Harness() {
      const ui = useUi();
      return (
        <ProjectActions
          ui={ui}
          projectId="p1"
          projectName={DEFAULT_PROJECT_NAME}
          projects={[
            { projectId: 'p1', name: DEFAULT_PROJECT_NAME },
            { projectId: 'p2', name: `${DEFAULT_PROJECT_NAME} ` },
            { projectId: 'p3', name: 'Kesselhaus' },
          ]}
          dirty={false}
          saveStatus="idle"
          onRenameProject={vi.fn()}
          onSave={vi.fn()}
          onOpen={vi.fn()}
          onNew={vi.fn()}
          onDelete={vi.fn()}
        />
      );
    }
    render(
      <TestI18n language="de">
        <Harness />
      </TestI18n>,
    );
    expect((screen.getByLabelText('Projektname') as HTMLInputElement).value).toBe('Standardprojekt');
    const open = screen.getByLabelText('Gespeichertes Projekt öffnen') as HTMLSelectElement;
    expect([...open.options].map((o) => o.textContent)).toEqual(['Standardprojekt', 'Kesselhaus']);
  });
});
