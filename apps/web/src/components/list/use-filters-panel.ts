import { useId, useState } from 'react';
import { useIsMobile } from '@/lib/use-media-query.ts';

/**
 * Open state of a page's Filters panel, for PageHeader's Filters button and <FiltersPanel>.
 * It starts open on desktop, where there is room, and when filters from a shared link apply;
 * on a phone it starts closed so the list comes first.
 */
export function useFiltersPanel(activeCount: number) {
  const id = useId();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => !isMobile || activeCount > 0);
  return {
    id: `${id}-filters`,
    open,
    toggle: () => setOpen((current) => !current),
    setOpen,
  };
}
