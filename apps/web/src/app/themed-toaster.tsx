import { TOAST_DURATION_MS, TOAST_LIMIT } from '@chairside/domain';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme.tsx';
import { useIsMobile } from '@/lib/use-media-query.ts';

/**
 * SPEC §9 toasts: one visible at a time, 5 s, in the current theme. On phones they drop from
 * the top so they never cover the bottom navigation bar.
 */
export function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const isMobile = useIsMobile();
  return (
    <Toaster
      theme={resolvedTheme}
      position={isMobile ? 'top-center' : 'bottom-right'}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
    />
  );
}
