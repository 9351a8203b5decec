import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more.tsx';
import { stubIntersectionObserver } from './testing/render-list-page.tsx';

describe('LoadMore', () => {
  it('asks for more when its sentinel scrolls into view', () => {
    const observer = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore isLoadingMore={false} onLoadMore={onLoadMore} />);
    expect(observer.observing).toBe(1);
    observer.intersect();
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it("shows 'Loading more...' and stops watching while a batch loads", () => {
    const observer = stubIntersectionObserver();
    render(<LoadMore hasMore isLoadingMore onLoadMore={() => {}} />);
    expect(screen.getByText('Loading more...')).toBeInTheDocument();
    expect(observer.observing).toBe(0);
  });

  it('watches nothing once everything is loaded', () => {
    const observer = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore={false} isLoadingMore={false} onLoadMore={onLoadMore} />);
    observer.intersect();
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.queryByText('Loading more...')).not.toBeInTheDocument();
  });
});
