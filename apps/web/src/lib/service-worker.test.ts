import { describe, expect, it, vi } from 'vitest';
import { watchForUpdates, type UpdatableRegistration } from './service-worker.ts';

/** A worker as far as updates go: its state, and the event it fires when that changes. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements UpdatableRegistration {
  waiting: ServiceWorker | null = null;
  installing: ServiceWorker | null = null;
  /** A release's worker starts installing. */
  find(worker: FakeWorker) {
    this.installing = worker as unknown as ServiceWorker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** Watches a registration (a worker controlling the page or not) as a release's worker is found. */
function findRelease(controlled: boolean) {
  const registration = new FakeRegistration();
  const onWaiting = vi.fn();
  watchForUpdates(registration, () => controlled, onWaiting);
  const worker = new FakeWorker();
  registration.find(worker);
  return { onWaiting, worker };
}

describe('watchForUpdates: New version available (issue #15 §4)', () => {
  it('offers a release’s worker once it is installed and waits to take over', () => {
    const { onWaiting, worker } = findRelease(true);
    expect(onWaiting).not.toHaveBeenCalled();
    worker.install();
    expect(onWaiting).toHaveBeenCalledWith(worker);
  });

  it('offers a worker already waiting when the page opens', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker() as unknown as ServiceWorker;
    registration.waiting = waiting;
    const onWaiting = vi.fn();
    watchForUpdates(registration, () => true, onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('says nothing of the very first install: no worker controlled the page before', () => {
    const { onWaiting, worker } = findRelease(false);
    worker.install();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
