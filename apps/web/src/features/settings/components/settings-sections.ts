import { PUSH_MESSAGES } from '@chairside/domain';
import {
  BadgeCheck,
  Bell,
  BellRing,
  CalendarSync,
  KeyRound,
  LifeBuoy,
  MapPin,
  MonitorSmartphone,
  Palette,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

/** The cards of Settings: each one's title, what it is for, and its icon. */
export const SETTINGS_SECTIONS = {
  profile: {
    title: 'Profile Information',
    description: 'How your team sees and reaches you.',
    icon: UserRound,
  },
  calendarFeeds: {
    title: 'Calendar feeds',
    description:
      'See your shifts in Google, Apple or Outlook Calendar. Each link is private: anyone who has it can see the shifts in it.',
    icon: CalendarSync,
  },
  workProfile: {
    title: 'Work Profile',
    description:
      'Which open shifts are for you: where you live, how far you travel and when you work.',
    icon: MapPin,
  },
  credentials: {
    title: 'Credentials',
    description:
      'Your licenses and certificates. Practices check them before a clinical shift; upload each document so they can verify it.',
    icon: BadgeCheck,
  },
  support: {
    title: 'Support',
    description: 'Questions about shifts, invites or your account? We are here to help.',
    icon: LifeBuoy,
  },
  notifications: {
    title: 'Notifications',
    description: 'Choose how you hear about shifts, and when we keep quiet.',
    icon: Bell,
  },
  pushDevice: {
    title: PUSH_MESSAGES.title,
    description: 'Pop-up alerts on this phone or computer for offers, confirmations and changes.',
    icon: BellRing,
  },
  password: {
    title: 'Change Password',
    description: 'Use at least 8 characters.',
    icon: KeyRound,
  },
  appearance: {
    title: 'Appearance',
    description: 'Saved on this device. System follows your device setting.',
    icon: Palette,
  },
  devices: {
    title: 'Devices',
    description: 'Signed in on a phone or computer you no longer use? End every session at once.',
    icon: MonitorSmartphone,
  },
} satisfies Record<string, { title: string; description: string; icon: LucideIcon }>;

export type SettingsSectionKey = keyof typeof SETTINGS_SECTIONS;
