import { PAGE_SIZE } from '@chairside/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import type { ContractOf } from '@/lib/check-contract.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useIsMobile } from '@/lib/use-media-query.ts';

export type ListQueryParams = Record<string, string | number | undefined>;

/** The lists paged by the server, each under `queryKeys[resource].list`. */
const LIST_PATHS = {
  invites: '/invites',
  locations: '/locations',
  organizations: '/organizations',
  users: '/users',
  credentials: '/credentials/review',
} as const;
export type ListResource = keyof typeof LIST_PATHS;

export interface ServerList<Row> {
  /** Desktop: the current page. Mobile: every row loaded so far. */
  rows: Row[];
  total: number;
  /** Pages of PAGE_SIZE on desktop; 0 when there are no rows. */
  pageCount: number;
  /** True only while nothing is shown yet (no previous page to keep on screen). */
  isLoading: boolean;
  /** A request is running, including a refresh behind rows already shown. */
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  /** Mobile: whether the server has rows beyond those loaded. */
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
  isMobile: boolean;
}

/** Text filters are typed one key at a time: ask the server once the typing pauses. */
const FILTER_DEBOUNCE_MS = 300;

function cleanParams(params: ListQueryParams): Record<string, string | number> {
  const clean: Record<string, string | number> = {};
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== undefined && value !== '') clean[key] = value;
  }
  return clean;
}

/**
 * Debounces filter changes but applies a page change at once (in the same update, so the
 * request for the new filters always starts from page 1).
 */
function useAppliedRequest(params: ListQueryParams, page: number) {
  const paramsJson = JSON.stringify(cleanParams(params));
  const requested = JSON.stringify([paramsJson, page]);
  const [applied, setApplied] = useState(requested);
  const [appliedParamsJson] = JSON.parse(applied) as [string, number];

  useEffect(() => {
    const delay = paramsJson === appliedParamsJson ? 0 : FILTER_DEBOUNCE_MS;
    const timer = setTimeout(() => setApplied(requested), delay);
    return () => clearTimeout(timer);
  }, [requested, paramsJson, appliedParamsJson]);

  return useMemo(() => {
    const [json, appliedPage] = JSON.parse(applied) as [string, number];
    return { params: JSON.parse(json) as Record<string, string | number>, page: appliedPage };
  }, [applied]);
}

/**
 * A list paged and filtered by the server (DESIGN §10; docs/API.md `{ items, total }`).
 * Desktop asks for one page of PAGE_SIZE and keeps the previous page on screen while the next
 * loads; at 768 px or narrower (SPEC §2) it is an infinite list growing PAGE_SIZE at a time.
 */
export function useServerList<Row extends z.ZodType>(
  resource: ListResource,
  /** The contract of a row, e.g. `(domain) => domain.organizationRowSchema`: a page of them. */
  row: ContractOf<Row>,
  /** Server-side filters; '' and undefined are left out of the request. */
  params: ListQueryParams,
  /** 1-based desktop page (from the URL); mobile always starts from the top. */
  page: number,
): ServerList<z.output<Row>> {
  const queryKey = queryKeys[resource].list;
  const path = LIST_PATHS[resource];
  const isMobile = useIsMobile();
  const applied = useAppliedRequest(params, page);

  const paged = useQuery({
    queryKey: [...queryKey, applied.params, { page: applied.page }],
    queryFn: ({ signal }) =>
      apiRequest(path, {
        contract: (domain) => domain.pageOf(row(domain)),
        query: { ...applied.params, limit: PAGE_SIZE, offset: (applied.page - 1) * PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: !isMobile,
  });

  const infinite = useInfiniteQuery({
    queryKey: [...queryKey, applied.params, 'infinite'],
    queryFn: ({ signal, pageParam }) =>
      apiRequest(path, {
        contract: (domain) => domain.pageOf(row(domain)),
        query: { ...applied.params, limit: PAGE_SIZE, offset: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, current) => count + current.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled: isMobile,
  });

  const infiniteRows = useMemo(
    () => infinite.data?.pages.flatMap((current) => current.items) ?? [],
    [infinite.data],
  );

  if (isMobile) {
    const total = infinite.data?.pages.at(-1)?.total ?? 0;
    return {
      rows: infiniteRows,
      total,
      pageCount: Math.ceil(total / PAGE_SIZE),
      isLoading: infinite.isPending,
      isFetching: infinite.isFetching,
      isError: infinite.isError,
      error: infinite.error,
      hasMore: infinite.hasNextPage,
      loadMore: () => {
        if (infinite.hasNextPage && !infinite.isFetchingNextPage) void infinite.fetchNextPage();
      },
      isLoadingMore: infinite.isFetchingNextPage,
      isMobile,
    };
  }

  const total = paged.data?.total ?? 0;
  return {
    rows: paged.data?.items ?? [],
    total,
    pageCount: Math.ceil(total / PAGE_SIZE),
    isLoading: paged.isPending,
    isFetching: paged.isFetching,
    isError: paged.isError,
    error: paged.error,
    hasMore: false,
    loadMore: () => {},
    isLoadingMore: false,
    isMobile,
  };
}
