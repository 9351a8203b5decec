import {
  BarChart3,
  Building2,
  CalendarClock,
  Handshake,
  MapPinned,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { LandingCard, LandingSection } from './landing-section.tsx';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarClock,
    title: 'Shift management',
    text: 'Post open shifts with the position, specialty, hours and lunch break. Follow every shift from open to confirmed.',
  },
  {
    icon: Building2,
    title: 'Multi-location support',
    text: 'Run one office or dozens. Each location keeps its own address and time zone under one organization.',
  },
  {
    icon: UsersRound,
    title: 'User management',
    text: 'Invite staff by email, give each person a role, and let location managers run only the offices they own.',
  },
  {
    icon: MapPinned,
    title: 'Calendar and map',
    text: 'Professionals browse open shifts on a monthly calendar or on a map, filtered by distance from where they are.',
  },
  {
    icon: Handshake,
    title: 'Requests and offers',
    text: 'Staff request a whole shift or just part of it. Managers send an offer, and an accepted offer is confirmed for everyone.',
  },
  {
    icon: BarChart3,
    title: 'Reports',
    text: 'See filled and unfilled shifts by day, week, month or any range, and export them to CSV for payroll.',
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Everything your schedule needs"
      lead="One place for the people who post shifts and the people who work them."
      className="scroll-mt-28 outline-none sm:scroll-mt-20"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <LandingCard
            key={title}
            badge={
              <span className="grid size-10 place-items-center rounded-md bg-accent text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
            }
            title={title}
            text={text}
          />
        ))}
      </ul>
    </LandingSection>
  );
}
