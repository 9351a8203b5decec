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

describe('watchForUpdates: New version available (issue #15 §4)', () => {
  it('offers a release’s worker once it is installed and waits to take over', () => {
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForUpdates(registration, () => true, onWaiting);
    const worker = new FakeWorker();
    registration.find(worker);
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
    const registration = new FakeRegistration();
    const onWaiting = vi.fn();
    watchForUpdates(registration, () => false, onWaiting);
    const worker = new FakeWorker();
    registration.find(worker);
    worker.install();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
