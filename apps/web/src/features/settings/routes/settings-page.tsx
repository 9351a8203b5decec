import { hasWorkProfile } from '@chairside/domain';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { SupportCard } from '../components/support-card.tsx';
import { ThemeSettings } from '../components/theme-settings.tsx';

/**
 * /dashboard/settings (SPEC §2): profile, a professional's work profile (issue #14), their
 * credentials (issue #27), notification preferences (issue #14), calendar feeds (issue #15),
 * password, push notifications on this device (issue #14), theme, devices and support.
 */
/*
 * Every section below the profile loads beside the page, not in its first bundle (DESIGN §10:
 * every signed-in page stays under 250 kB).
 */
const WorkProfileSection = lazy(async () => ({
  default: (await import('../components/work-profile-form.tsx')).WorkProfileSection,
}));
const CredentialsSection = lazy(async () => ({
  default: (await import('../components/credentials-section.tsx')).CredentialsSection,
}));
const NotificationPreferencesSection = lazy(async () => ({
  default: (await import('../components/notification-preferences-section.tsx'))
    .NotificationPreferencesSection,
}));
const CalendarFeedsSection = lazy(async () => ({
  default: (await import('../components/calendar-feeds-section.tsx')).CalendarFeedsSection,
}));
const PushDeviceSection = lazy(async () => ({
  default: (await import('../components/push-device-section.tsx')).PushDeviceSection,
}));
const PasswordForm = lazy(async () => ({
  default: (await import('../components/password-form.tsx')).PasswordForm,
}));
const SessionsSection = lazy(async () => ({
  default: (await import('../components/sessions-section.tsx')).SessionsSection,
}));

export function SettingsPage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Settings"
        subtitle="Manage your profile, password and preferences."
        organizationName={user.organizationName}
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <ProfileForm user={user} />
          <Suspense fallback={null}>
            {hasWorkProfile(user) && <WorkProfileSection user={user} />}
            {hasWorkProfile(user) && <CredentialsSection />}
            <NotificationPreferencesSection user={user} />
            <CalendarFeedsSection />
            <PasswordForm />
          </Suspense>
        </div>
        <div className="grid gap-6">
          <Suspense fallback={null}>
            <PushDeviceSection />
          </Suspense>
          <ThemeSettings />
          <Suspense fallback={null}>
            <SessionsSection />
          </Suspense>
          <SupportCard />
        </div>
      </div>
    </div>
  );
}
