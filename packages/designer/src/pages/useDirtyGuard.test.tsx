import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import {
  createDialogStore,
  DEFAULT_PAGE_DIALOG_Z_INDEX,
  DialogStoreContext,
  type DialogStore,
} from '@insulcalc/dialogs';
import { useDirtyGuard } from './useDirtyGuard';

function Editor({ dirty }: { dirty: boolean }) {
  useDirtyGuard(dirty, 'Leave without saving?');
  return <Link to="/elsewhere">Elsewhere</Link>;
}

function renderEditor(dirty: boolean): DialogStore {
  const store = createDialogStore();
  const router = createMemoryRouter(
    [
      { path: '/design', element: <Editor dirty={dirty} /> },
      { path: '/elsewhere', element: <p>Left the designer</p> },
    ],
    { initialEntries: ['/design'] },
  );
  render(
    <DialogStoreContext.Provider value={store}>
      <RouterProvider router={router} />
    </DialogStoreContext.Provider>,
  );
  return store;
}

describe('useDirtyGuard', () => {
  it("asks at the page-dialog layer with the designer's question, never the browser's confirm, and stays on Cancel", async () => {
    const store = renderEditor(true);
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    const [question] = store.getDialogs();
    expect(question?.params.Message).toBe('Leave without saving?');
    expect(question?.zIndex).toBe(DEFAULT_PAGE_DIALOG_Z_INDEX);
    act(() => store.close(question!.key, false));
    expect(await screen.findByRole('link', { name: 'Elsewhere' })).toBeTruthy();
    expect(screen.queryByText('Left the designer')).toBeNull();
  });

  it('leaves on Confirm', async () => {
    const store = renderEditor(true);
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    act(() => store.close(store.getDialogs()[0]!.key, true));
    expect(await screen.findByText('Left the designer')).toBeTruthy();
  });

  it('does not ask without unsaved changes', async () => {
    const store = renderEditor(false);
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).click());
    expect(await screen.findByText('Left the designer')).toBeTruthy();
    expect(store.getDialogs()).toHaveLength(0);
  });
});
