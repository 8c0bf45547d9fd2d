import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useUi } from '../components/ui';
import { ProjectActions, type ProjectActionsProps } from './ProjectActions';
import { TestI18n } from './testUtils';

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

  it('reports a save conflict and keeps the edits', () => {
    setup({ saveStatus: 'conflict', dirty: true });
    expect(screen.getByRole('status').textContent).toMatch(/Someone else saved this project/);
  });
});
