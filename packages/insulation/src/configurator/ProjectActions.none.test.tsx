/** Issue 12 Why list: "No saved projects yet." must not show while the open project is saved. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useUi } from '../components/ui';
import { ProjectActions, type ProjectActionsProps } from './ProjectActions';
import { ProjectsTestI18n as TestI18n } from './projectsTestI18n';

afterEach(cleanup);

function Harness(props: Pick<ProjectActionsProps, 'projectId' | 'projects'>) {
  const ui = useUi();
  return (
    <ProjectActions
      ui={ui}
      projectName="Boiler room"
      dirty={false}
      saveStatus="saved"
      onRenameProject={vi.fn()}
      onSave={vi.fn()}
      onOpen={vi.fn()}
      onNew={vi.fn()}
      onDelete={vi.fn()}
      {...props}
    />
  );
}

describe('the saved-projects hint', () => {
  it('with the open project the only saved one: "No other saved projects."', () => {
    render(
      <TestI18n>
        <Harness projectId="p1" projects={[{ projectId: 'p1', name: 'Boiler room' }]} />
      </TestI18n>,
    );
    expect(screen.queryByText('No saved projects yet.')).toBeNull();
    expect(screen.getByText('No other saved projects.')).toBeTruthy();
  });

  it('with nothing saved: "No saved projects yet."', () => {
    render(
      <TestI18n>
        <Harness projectId={null} projects={[]} />
      </TestI18n>,
    );
    expect(screen.getByText('No saved projects yet.')).toBeTruthy();
  });
});
