/** This browser's Web Push subscription (issue #14 §2), if push is on here. */
export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Signing out ends push on this browser, so the next person on a shared computer is never shown
 * the previous one's notifications. The server's row goes at the next message: the push service
 * answers 410 for a subscription the browser dropped, and the sender deletes it.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  await (await browserPushSubscription())?.unsubscribe();
}
