import { PlaceholderPage } from './placeholder-page.tsx';

/* Menu pages whose content arrives with their own issues; each keeps SPEC §2's header. */

export function ReportsPage() {
  return <PlaceholderPage title="Reports" subtitle="Shift hours and coverage over time." />;
}
