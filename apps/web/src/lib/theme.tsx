import { DEFAULT_THEME, THEMES, type Theme } from '@chairside/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useMediaQuery } from './use-media-query.ts';

/** The same key public/theme-init.js reads before first paint. */
export const THEME_STORAGE_KEY = 'chairside-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export type ResolvedTheme = 'light' | 'dark';

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

interface ThemeContextValue {
  /** What the user chose. */
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  return theme === 'dark' || (theme === 'system' && systemDark) ? 'dark' : 'light';
}

/*
 * The device's setting is not part of the context but read where it is used (useTheme): the
 * browser learns it only once a prerendered page has hydrated, and a context change then would
 * make React drop the prerendered parts still waiting for their code (the landing page's sign-in
 * form) for their fallbacks.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const resolvedTheme = resolveTheme(theme, useMediaQuery(DARK_QUERY));

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolvedTheme === 'dark');
    root.style.colorScheme = resolvedTheme;
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still applies for this visit.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The chosen theme, what is on screen ('system' resolved through prefers-color-scheme), a setter. */
export function useTheme(): ThemeContextValue & { resolvedTheme: ResolvedTheme } {
  const context = useContext(ThemeContext);
  const systemDark = useMediaQuery(DARK_QUERY);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return { ...context, resolvedTheme: resolveTheme(context.theme, systemDark) };
}
