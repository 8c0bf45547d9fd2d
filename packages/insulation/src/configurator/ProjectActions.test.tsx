import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ToolbarShortcutContext, type ToolbarShortcutTarget } from '@insulcalc/dialogs';
import { createShellServices, createShortcutDispatcher } from '@insulcalc/shell';
import { useUi } from '../components/ui';
import { ProjectActions, type ProjectActionsProps } from './ProjectActions';
import { ProjectsTestI18n as TestI18n } from './projectsTestI18n';

afterEach(cleanup);

type Handlers = Pick<ProjectActionsProps, 'onRenameProject' | 'onSave' | 'onOpen' | 'onNew' | 'onDelete'>;

function Harness(props: Omit<ProjectActionsProps, 'ui' | keyof Handlers> & Handlers) {
  const ui = useUi();
  return <ProjectActions ui={ui} {...props} />;
}

function setup(overrides: Partial<ProjectActionsProps> = {}) {
  const handlers = {
    onRenameProject: vi.fn(),
    onSave: vi.fn(),
    onOpen: vi.fn(),
    onNew: vi.fn(),
    onDelete: vi.fn(),
  };
  render(
    <TestI18n>
      <Harness
        projectId="p1"
        projectName="Boiler room"
        projects={[
          { projectId: 'p1', name: 'Boiler room' },
          { projectId: 'p2', name: 'Roof ducts' },
        ]}
        dirty={false}
        saveStatus="idle"
        {...handlers}
        {...overrides}
      />
    </TestI18n>,
  );
  return handlers;
}

describe('saved projects', () => {
  it('saves, renames, starts a new project and opens another one', () => {
    const h = setup({ dirty: true });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Boiler room 2' } });
    expect(h.onRenameProject).toHaveBeenCalledWith('Boiler room 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save project' }));
    expect(h.onSave).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    expect(h.onNew).toHaveBeenCalled();
    // the current project is not offered for opening
    const open = screen.getByLabelText('Open a saved project') as HTMLSelectElement;
    expect([...open.options].map((o) => o.textContent)).toEqual(['Roof ducts']);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(h.onOpen).toHaveBeenCalledWith('p2');
  });

  it('deletes only after an inline confirmation', () => {
    const h = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(h.onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog').textContent).toContain('Boiler room');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(h.onDelete).toHaveBeenCalledWith('p1');
  });

  it('reports a save conflict, keeps the edits and offers the choice', () => {
    const onReloadSaved = vi.fn();
    const onOverwrite = vi.fn();
    setup({ saveStatus: 'conflict', dirty: true, onReloadSaved, onOverwrite });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toMatch(/^Not saved: Someone else saved this project/);
    const choice = screen.getByRole('group', { name: 'Resolve the conflict' });
    fireEvent.click(
      within(choice).getByRole('button', { name: 'Load the saved version (discard my changes)' }),
    );
    expect(onReloadSaved).toHaveBeenCalledTimes(1);
    fireEvent.click(within(choice).getByRole('button', { name: 'Overwrite it with my changes' }));
    expect(onOverwrite).toHaveBeenCalledTimes(1);
  });

  it('says what the autosave is doing', () => {
    setup({ saveStatus: 'saving', dirty: true });
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    cleanup();
    setup({ saveStatus: 'saved', dirty: false });
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
    cleanup();
    setup({ saveStatus: 'error', dirty: true, saveError: 'Network down.', saveRetrying: true });
    expect(screen.getByRole('status').textContent).toBe(
      'Not saved: Network down. Your changes are kept; trying again shortly.',
    );
    cleanup();
    setup({ saveStatus: 'error', dirty: true, saveError: 'Projects_NameRequired' });
    expect(screen.getByRole('status').textContent).toBe('Not saved: The project needs a name.');
    expect(screen.queryByRole('group', { name: 'Resolve the conflict' })).toBeNull();
    cleanup();
    setup({ projectId: null, saveStatus: 'idle', dirty: false });
    expect(screen.getByRole('status').textContent).toBe(
      'The project is saved automatically after your first change.',
    );
  });

  it('the Save button is the page’s Ctrl/Cmd+S target', () => {
    const targets: ToolbarShortcutTarget[] = [];
    const register = (t: ToolbarShortcutTarget) => {
      targets.push(t);
      return () => targets.splice(targets.indexOf(t), 1);
    };
    const onSave = vi.fn();
    render(
      <ToolbarShortcutContext.Provider value={register}>
        <TestI18n>
          <Harness
            projectId="p1"
            projectName="Boiler room"
            projects={[]}
            dirty
            saveStatus="idle"
            onRenameProject={vi.fn()}
            onSave={onSave}
            onOpen={vi.fn()}
            onNew={vi.fn()}
            onDelete={vi.fn()}
          />
        </TestI18n>
      </ToolbarShortcutContext.Provider>,
    );
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatchObject({ kind: 'save', scope: 'page' });
    // The shell's dispatcher presses it on Ctrl+S.
    const { keyboard } = createShellServices();
    const handle = createShortcutDispatcher({
      registry: keyboard,
      handlers: { getTopDialogKey: () => null },
    });
    const registration = keyboard.register(targets[0]!);
    try {
      const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
      expect(handle(event)).toBe(true);
      expect(event.defaultPrevented).toBe(true);
    } finally {
      registration();
    }
    expect(onSave).toHaveBeenCalledTimes(1);
    cleanup();
    expect(targets).toHaveLength(0);
  });
});
