import type { RouteObject } from 'react-router';
import { registerFormDialogs } from '../dialogs/register';
import { LazyDynamicFormPage } from './lazyPages';

/** The path of the dynamic form page (spec §2). */
export const DYNAMIC_FORM_PATH = 'DynamicForm/Form';

/**
 * Route descriptors the apps compose: DynamicForm/Form for the platform and the public app.
 * Registers the form dialogs as a side effect of being composed (idempotent).
 */
export function dynamicFormRoutes(): RouteObject[] {
  registerFormDialogs();
  return [{ path: DYNAMIC_FORM_PATH, Component: LazyDynamicFormPage }];
}
