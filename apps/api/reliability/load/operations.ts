import type { Browser, LoadWorld } from './world.ts';

/**
 * The mixed load: what a working day of Chairside looks like from the server (browse the
 * calendar, open shifts, the dashboard, reports; request, offer, confirm). Each arrival draws one
 * operation by weight. The three writes follow one another through queues: an offer takes a
 * request the API acknowledged, a confirmation an acknowledged offer; when its queue is empty
 * the arrival does the step before it instead, so the arrival rate stays what it was set to.
 */

export type OperationName =
  'calendar' | 'shift' | 'dashboard' | 'reports' | 'request' | 'offer' | 'confirm';

export const MIX: Record<OperationName, number> = {
  calendar: 30,
  shift: 25,
  dashboard: 12,
  reports: 6,
  request: 9,
  offer: 9,
  confirm: 9,
};

export interface Call {
  name: OperationName;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  token: string;
  body?: unknown;
  expected: number;
  /** Runs with the parsed answer when the expected status came back. */
  then?: (answer: unknown) => void;
}

interface Pending {
  shiftId: number;
  requestId: number;
  employee: Browser;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function createOperations(world: LoadWorld, random: () => number) {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const requested: Pending[] = [];
  const offered: Pending[] = [];
  let nextPoolShift = 0;
  let nextEmployee = 0;
  const counts = { requested: 0, offered: 0, confirmed: 0 };

  const names = Object.keys(MIX) as OperationName[];
  const totalWeight = names.reduce((sum, name) => sum + MIX[name], 0);
  const draw = (): OperationName => {
    let ticket = random() * totalWeight;
    for (const name of names) {
      ticket -= MIX[name];
      if (ticket < 0) return name;
    }
    return names[names.length - 1];
  };

  function request(): Call {
    if (nextPoolShift >= world.pool.length) throw new Error('the pool of open shifts ran out');
    const shiftId = world.pool[nextPoolShift++];
    const employee = world.employees[nextEmployee++ % world.employees.length];
    return {
      name: 'request',
      method: 'POST',
      path: `/api/shifts/${shiftId}/requests`,
      token: employee.token,
      body: { notes: 'Available all day' },
      expected: 201,
      then: (answer) => {
        counts.requested += 1;
        requested.push({ shiftId, requestId: (answer as { id: number }).id, employee });
      },
    };
  }

  function offer(): Call {
    const pending = requested.shift();
    if (!pending) return request();
    return {
      name: 'offer',
      method: 'PATCH',
      path: `/api/shifts/${pending.shiftId}/requests/${pending.requestId}/offer`,
      token: world.managerToken,
      expected: 200,
      then: () => {
        counts.offered += 1;
        offered.push(pending);
      },
    };
  }

  function confirm(): Call {
    const pending = offered.shift();
    if (!pending) return offer();
    return {
      name: 'confirm',
      method: 'PATCH',
      path: `/api/shifts/${pending.shiftId}/requests/${pending.requestId}/confirm`,
      token: pending.employee.token,
      expected: 200,
      then: () => {
        counts.confirmed += 1;
      },
    };
  }

  function browse(name: 'calendar' | 'shift' | 'dashboard' | 'reports'): Call {
    if (name === 'dashboard') {
      return {
        name,
        method: 'GET',
        path: '/api/shifts/dashboard',
        token: pick(world.browsers).token,
        expected: 200,
      };
    }
    const { year, month } = pick(world.months);
    if (name === 'calendar') {
      return {
        name,
        method: 'GET',
        path: `/api/shifts?month=${month}&year=${year}`,
        token: pick(world.browsers).token,
        expected: 200,
      };
    }
    if (name === 'reports') {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return {
        name,
        method: 'GET',
        path: `/api/reports/shifts?startDate=${year}-${pad(month)}-01&endDate=${year}-${pad(month)}-${pad(last)}`,
        token: pick(world.reporters).token,
        expected: 200,
      };
    }
    const browser = pick(world.browsers);
    const ids =
      browser.organizationId === null
        ? world.allShiftIds
        : (world.shiftsByOrganization.get(browser.organizationId) ?? world.allShiftIds);
    return {
      name,
      method: 'GET',
      path: `/api/shifts/${pick(ids)}`,
      token: browser.token,
      expected: 200,
    };
  }

  return {
    counts,
    next(): Call {
      const name = draw();
      if (name === 'request') return request();
      if (name === 'offer') return offer();
      if (name === 'confirm') return confirm();
      return browse(name);
    },
  };
}
