import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyMediaChange } from '@/test/browser-gaps.ts';
import { ThemeProvider, useTheme } from './theme.tsx';

function setSystemDark(dark: boolean) {
  act(() => {
    window.__prefersDark = dark;
    notifyMediaChange();
  });
}

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <>
      <p>{`${theme}:${resolvedTheme}`}</p>
      <button type="button" onClick={() => setTheme('system')}>
        Use system
      </button>
    </>
  );
}

function renderProbe() {
  render(
    <ThemeProvider>
      <ThemeProbe />
    </ThemeProvider>,
  );
}

afterEach(() => setSystemDark(false));

describe('theme', () => {
  it('defaults to light', () => {
    setSystemDark(true);
    renderProbe();
    expect(screen.getByText('light:light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('applies a stored dark theme', () => {
    localStorage.setItem('chairside-theme', 'dark');
    renderProbe();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('chairside-theme', 'purple');
    renderProbe();
    expect(screen.getByText('light:light')).toBeInTheDocument();
  });

  it('follows the device setting live when set to system', async () => {
    const user = userEvent.setup();
    renderProbe();
    await user.click(screen.getByRole('button', { name: 'Use system' }));
    expect(localStorage.getItem('chairside-theme')).toBe('system');
    expect(document.documentElement).not.toHaveClass('dark');

    setSystemDark(true);
    expect(screen.getByText('system:dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');

    setSystemDark(false);
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
