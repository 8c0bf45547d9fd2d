import type { RouteObject } from 'react-router';
import { MY_TASKS_PATH } from './i18n';
import { MyTasksPage } from './MyTasksPage';

/** The workflow's own signed-in routes (Process/OpenTask is the platform's `openTask` page). */
export function workflowRoutes(): RouteObject[] {
  return [{ path: MY_TASKS_PATH, Component: MyTasksPage }];
}
