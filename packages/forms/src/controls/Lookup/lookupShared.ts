import { useEffect, useMemo, useState } from 'react';
import { resolveMultiLang, useLanguage } from '@insulcalc/i18n';
import type { ViewRow } from '../../core/index';
import { useLookupViewQuery } from '../../views/viewsApi';

/** A picked record's text: its display attributes joined ("Ana Novak · Toplota d.o.o."). */
export function lookupItemText(
  item: ViewRow,
  displayAttributes: readonly string[],
  language: string,
): string {
  const parts = displayAttributes
    .map((name) => item.values[name])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map((v) => (typeof v === 'object' ? resolveMultiLang(v, { selectedLanguage: language }) : String(v)))
    .filter((text) => text !== '');
  return parts.length ? parts.join(' · ') : (item.displayName ?? item.id);
}

/** Text typed into a lookup, handed on after a pause (one search per pause, not per key). */
export function useDebounced<T>(value: T, delay = 250): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}

/** Suggestions for typed text (none below the minimum length). */
export function useLookupSuggestions(viewId: string, search: string, minLength: number, limit: number) {
  const language = useLanguage();
  const debounced = useDebounced(search.trim());
  const skip = debounced.length < minLength;
  const { data, isFetching } = useLookupViewQuery(
    { viewId, request: { search: debounced, limit } },
    { skip },
  );
  const items = useMemo(
    () =>
      skip || !data
        ? []
        : data.items.map((item) => ({
            id: item.id,
            row: item,
            text: lookupItemText(item, data.displayAttributes, language),
          })),
    [skip, data, language],
  );
  return { items, isFetching: isFetching && !skip, entityId: data?.entityId ?? null };
}

/** The texts of the given ids (what a stored value shows), id → text; unknown ids are absent. */
export function useLookupNames(viewId: string, ids: readonly string[]) {
  const language = useLanguage();
  const sorted = useMemo(() => [...new Set(ids)].sort().slice(0, 200), [ids]);
  const { data, isFetching, isError } = useLookupViewQuery(
    { viewId, request: { ids: sorted, limit: 50 } },
    { skip: sorted.length === 0 },
  );
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const item of data?.items ?? [])
      map.set(item.id, lookupItemText(item, data!.displayAttributes, language));
    return map;
  }, [data, language]);
  return { names, isFetching, isError, entityId: data?.entityId ?? null };
}
