import type { ComponentType } from 'react';
import type { DialogWidth } from './width';

export interface DialogRouteDefinition {
  /** Route path inside the dialog router, e.g. `ModalDialog` or `Administration/TestDocumentTemplateDialog/:documentTemplateId`. */
  path: string;
  Component: ComponentType;
  /** Default width when the opener does not give one. */
  width?: DialogWidth;
}

export interface DialogRouteRegistry {
  register(definition: DialogRouteDefinition): () => void;
  list(): readonly DialogRouteDefinition[];
  get(name: string): DialogRouteDefinition | undefined;
}

export function createDialogRouteRegistry(): DialogRouteRegistry {
  const routes = new Map<string, DialogRouteDefinition>();
  return {
    register(definition) {
      const path = definition.path.replace(/^\/+/, '');
      routes.set(path, { ...definition, path });
      return () => {
        if (routes.get(path)?.Component === definition.Component) routes.delete(path);
      };
    },
    list: () => [...routes.values()],
    get(name) {
      for (const r of routes.values()) if (r.path.split('/')[0] === name) return r;
      return undefined;
    },
  };
}

/** The app-wide registry; packages register their dialog routes into it by name. */
export const dialogRoutes: DialogRouteRegistry = createDialogRouteRegistry();
