import { useEffect, useEffectEvent, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';

interface LoadMoreProps {
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * SPEC §2 mobile infinite scroll: a sentinel under the list asks for the next batch when it
 * scrolls into view (a little before, so the list keeps up with the thumb). The observer is
 * renewed after each batch, so a short batch that leaves the sentinel visible loads again.
 */
export function LoadMore({ hasMore, isLoadingMore, onLoadMore }: LoadMoreProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || isLoadingMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore]);

  return (
    <div ref={sentinelRef} className="flex min-h-10 items-center justify-center py-2">
      {isLoadingMore ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="Loading more" />
          Loading more...
        </p>
      ) : null}
    </div>
  );
}
