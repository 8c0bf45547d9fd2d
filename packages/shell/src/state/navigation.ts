import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { shellApi } from '../api/shellApi';
import type { Breadcrumb, NavigationItem } from './types';

export interface NavigationState {
  tree: NavigationItem[];
  /** The active item (the `navigationId` query parameter, spec §2). */
  selectedNavigationId: string | null;
  breadcrumbs: Breadcrumb[];
}

const initialState: NavigationState = { tree: [], selectedNavigationId: null, breadcrumbs: [] };

const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    setNavigationTree(state, action: PayloadAction<NavigationItem[]>) {
      state.tree = action.payload;
    },
    selectNavigationItem(state, action: PayloadAction<string | null>) {
      state.selectedNavigationId = action.payload;
    },
    setBreadcrumbs(state, action: PayloadAction<Breadcrumb[]>) {
      state.breadcrumbs = action.payload;
    },
    clearNavigation(state) {
      state.tree = [];
      state.selectedNavigationId = null;
      state.breadcrumbs = [];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(shellApi.endpoints.getNavigation.matchFulfilled, (state, action) => {
      state.tree = action.payload;
    });
  },
});

export const { setNavigationTree, selectNavigationItem, setBreadcrumbs, clearNavigation } =
  navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;

type WithNavigation = { navigation: NavigationState };
const EMPTY_TREE: NavigationItem[] = [];
const EMPTY_CRUMBS: Breadcrumb[] = [];

export const selectNavigationTree = (state: WithNavigation): NavigationItem[] =>
  state.navigation?.tree ?? EMPTY_TREE;
export const selectSelectedNavigationId = (state: WithNavigation): string | null =>
  state.navigation?.selectedNavigationId ?? null;
export const selectBreadcrumbs = (state: WithNavigation): Breadcrumb[] =>
  state.navigation?.breadcrumbs ?? EMPTY_CRUMBS;

/** Depth-first search for an item by id. */
export function findNavigationItem(tree: readonly NavigationItem[], id: string): NavigationItem | null {
  for (const item of tree) {
    if (item.id === id) return item;
    const found = item.items ? findNavigationItem(item.items, id) : null;
    if (found) return found;
  }
  return null;
}

/** The chain of items from a root to the item with `id` ([] when absent). */
export function findNavigationPath(tree: readonly NavigationItem[], id: string): NavigationItem[] {
  for (const item of tree) {
    if (item.id === id) return [item];
    if (item.items) {
      const sub = findNavigationPath(item.items, id);
      if (sub.length > 0) return [item, ...sub];
    }
  }
  return [];
}

const pathCache = new WeakMap<NavigationItem[], Map<string, NavigationItem[]>>();
/** The selected item's ancestors and itself (memoised per tree and id). */
export const selectSelectedNavigationPath = (state: WithNavigation): NavigationItem[] => {
  const tree = selectNavigationTree(state);
  const id = selectSelectedNavigationId(state);
  if (!id) return EMPTY_TREE;
  let byId = pathCache.get(tree);
  if (!byId) {
    byId = new Map();
    pathCache.set(tree, byId);
  }
  let path = byId.get(id);
  if (!path) {
    path = findNavigationPath(tree, id);
    byId.set(id, path);
  }
  return path;
};
