import { PlaceholderPage } from './placeholder-page.tsx';

/* Menu pages whose content arrives with their own issues; each keeps SPEC §2's header. */

export function ShiftsPage() {
  return <PlaceholderPage title="Shifts" subtitle="Open and scheduled shifts across locations." />;
}

export function ShiftDetailPage() {
  return <PlaceholderPage title="Shift Details" subtitle="Shift information and requests." />;
}

export function ReportsPage() {
  return <PlaceholderPage title="Reports" subtitle="Shift hours and coverage over time." />;
}
