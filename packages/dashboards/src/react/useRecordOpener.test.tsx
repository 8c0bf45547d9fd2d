import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ViewRowsAnswer } from '@insulcalc/forms/core';
import { useRecordOpener } from './useRecordOpener';

const answer = (canOpenRows?: boolean) =>
  ({ ...(canOpenRows === undefined ? {} : { canOpenRows }) }) as ViewRowsAnswer;
const row = { id: 'p-1:c-1', displayName: null, values: {} };

function inRouter(viewId: string | null) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const hook = renderHook(() => useRecordOpener(viewId), {
    wrapper: ({ children }: { children: ReactNode }) => {
      router ??= createMemoryRouter([{ path: '*', element: children }], {
        initialEntries: ['/Reports/Calculations'],
      });
      return <RouterProvider router={router} />;
    },
  });
  return { hook, path: () => router.state.location.pathname + router.state.location.search };
}

describe('useRecordOpener', () => {
  it("opens a report row's record while the rows answer allows it", async () => {
    const { hook, path } = inRouter('CalculationsReport');
    act(() => hook.result.current.onAnswer(answer(true)));
    act(() => hook.result.current.onOpen!(row));
    await act(async () => {});
    expect(path()).toBe('/DynamicForm/Form?formGroupId=Project&entityInstanceId=p-1');
  });

  it('offers no opening once the answer says the reader may not open the records (Sales and projects)', () => {
    const { hook } = inRouter('CalculationsReport');
    expect(hook.result.current.onOpen).toBeTypeOf('function');
    act(() => hook.result.current.onAnswer(answer(false)));
    expect(hook.result.current.onOpen).toBeUndefined();
  });

  it('offers no opening for a view whose rows open nothing', () => {
    const { hook } = inRouter('SomeOtherView');
    expect(hook.result.current.onOpen).toBeUndefined();
  });
});
