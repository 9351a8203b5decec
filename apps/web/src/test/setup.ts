import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { installBrowserGaps } from './browser-gaps.ts';
import { startDefaultClock } from './clock.ts';
import { throwContractBreaks } from './contract-breaks.ts';

installBrowserGaps();

// Every stubbed answer goes through the API client's contract check: drift fails the test.
vi.mock('@/lib/check-contract.ts', async (importOriginal) => {
  const { recordingCheckContract } = await import('./contract-breaks.ts');
  return recordingCheckContract(importOriginal);
});

// Routes load their code lazily; the first visit in a file transforms it on demand, which
// can exceed Testing Library's default 1 s wait when the machine is busy: more than 4 s with
// another build running, and 10.8 s for the Settings route in a CI run beside three other
// engineers' test runs (load average 10). A findBy returns as soon as it finds: only a failing
// query waits the whole 20 s, still inside the 30 s test timeout (vite.config.ts).
configure({ asyncUtilTimeout: 20_000 });

// Every test starts at the same moment (test/clock.ts), not the machine's time; a test may pin
// another (pinClock) or fake timers of its own.
beforeEach(() => {
  startDefaultClock();
});

afterEach(() => {
  cleanup();
  // A test that pinned the clock (test/clock.ts) or faked timers never leaks them to the next.
  vi.useRealTimers();
  // Sonner keeps active toasts in a module-wide store and replays them to the next <Toaster>.
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.documentElement.className = '';
  throwContractBreaks();
});
