import type { RouteObject } from 'react-router';
import { MY_TASKS_PATH } from './i18n';
import { MyTasksPage } from './MyTasksPage';
import { DEFINITIONS_PATH, ProcessDefinitionPage, ProcessDefinitionsPage } from './ProcessDefinitionsPage';

/**
 * The workflow's own signed-in routes (Process/OpenTask is the platform's `openTask` page): my
 * tasks, and the process definitions' editor (administrators; the server refuses others).
 */
export function workflowRoutes(): RouteObject[] {
  return [
    { path: MY_TASKS_PATH, Component: MyTasksPage },
    { path: DEFINITIONS_PATH, Component: ProcessDefinitionsPage },
    { path: `${DEFINITIONS_PATH}/:key`, Component: ProcessDefinitionPage },
  ];
}
