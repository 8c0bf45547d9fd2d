import { afterEach, describe, expect, it } from 'vitest';
import { createDefaultProject } from '../domain/defaults';
import { LOCAL_PROJECT_KEY, clearLocalProject, loadLocalProject, saveLocalProject } from './localProject';

afterEach(() => localStorage.clear());

describe('the anonymous visitor’s project in localStorage', () => {
  it('round-trips a project and never keeps a server id', () => {
    const project = { ...createDefaultProject(), projectId: 'server-id', name: 'Boiler room' };
    project.calculationData[0]!.mediumDetails.mediumTemperature = 135;
    saveLocalProject(project);
    const loaded = loadLocalProject();
    expect(loaded?.name).toBe('Boiler room');
    expect(loaded?.projectId).toBeNull();
    expect(loaded?.calculationData[0]?.mediumDetails.mediumTemperature).toBe(135);
    clearLocalProject();
    expect(loadLocalProject()).toBeNull();
  });

  it('ignores anything unreadable', () => {
    localStorage.setItem(LOCAL_PROJECT_KEY, '{not json');
    expect(loadLocalProject()).toBeNull();
    localStorage.setItem(LOCAL_PROJECT_KEY, JSON.stringify({ name: 'x', calculationData: [] }));
    expect(loadLocalProject()).toBeNull();
  });
});
