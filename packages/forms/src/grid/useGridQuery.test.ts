import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewFilter } from '../core/index';
import { rememberedKey } from './gridState';
import { useGridQuery, type GridQueryOptions } from './useGridQuery';

afterEach(() => localStorage.clear());

const host: ViewFilter[] = [{ attribute: 'Status', kind: 'equals', value: 'Open' } as ViewFilter];

describe('useGridQuery', () => {
  it('asks for page 1 with the host’s filters first; another sort or filter goes back to page 1', () => {
    const { result } = renderHook(() => useGridQuery({ viewId: 'V', remember: false, hostFilters: host }));
    expect(result.current.request).toEqual({ page: 1, filters: host });
    act(() => result.current.goToPage(3));
    expect(result.current.request.page).toBe(3);
    act(() => result.current.goToPage(-2));
    expect(result.current.request.page).toBe(1);
    act(() => result.current.goToPage(2));
    act(() => result.current.changeQuery({ sort: [{ attribute: 'Name', direction: 'desc' }] }));
    expect(result.current.request).toEqual({
      page: 1,
      sort: [{ attribute: 'Name', direction: 'desc' }],
      filters: host,
    });
  });

  it('new host filters go back to page 1; the same filters built anew do not', () => {
    const { result, rerender } = renderHook((options: GridQueryOptions) => useGridQuery(options), {
      initialProps: { viewId: 'V', remember: false, hostFilters: host },
    });
    act(() => result.current.goToPage(4));
    const before = result.current.request;
    rerender({ viewId: 'V', remember: false, hostFilters: host.map((filter) => ({ ...filter })) });
    expect(result.current.request).toBe(before);
    rerender({ viewId: 'V', remember: false, hostFilters: [] });
    expect(result.current.request).toEqual({ page: 1, filters: [] });
  });

  it('the host’s page size wins over the chosen one', () => {
    const { result } = renderHook(() => useGridQuery({ viewId: 'V', remember: false, pageSize: 10 }));
    act(() => result.current.changeQuery({ pageSize: 100 }));
    expect(result.current.request.pageSize).toBe(10);
  });

  it('remembers sort, page size and hidden columns per view and place when asked, never the page', () => {
    const first = renderHook(() => useGridQuery({ viewId: 'V', remember: true, rememberScope: 'here' }));
    act(() => first.result.current.changeQuery({ pageSize: 25 }));
    act(() => first.result.current.setHidden(['Code']));
    act(() => first.result.current.goToPage(2));
    expect(localStorage.getItem(rememberedKey('V', 'here'))).toContain('"pageSize":25');
    const again = renderHook(() => useGridQuery({ viewId: 'V', remember: true, rememberScope: 'here' }));
    expect(again.result.current.query).toMatchObject({ page: 1, pageSize: 25, hidden: ['Code'] });
    const elsewhere = renderHook(() => useGridQuery({ viewId: 'V', remember: true, rememberScope: 'there' }));
    expect(elsewhere.result.current.query.pageSize).toBeNull();
    const forgetful = renderHook(() => useGridQuery({ viewId: 'V', remember: false, rememberScope: 'here' }));
    expect(forgetful.result.current.query.pageSize).toBeNull();
  });
});
