import {
  BarChart3,
  Building2,
  CalendarClock,
  Handshake,
  MapPinned,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

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
    <section
      id="features"
      aria-labelledby="features-title"
      tabIndex={-1}
      className="scroll-mt-28 outline-none sm:scroll-mt-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:py-24">
        <div className="grid max-w-2xl gap-3">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            Everything your schedule needs
          </h2>
          <p className="text-lg text-muted-foreground">
            One place for the people who post shifts and the people who work them.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="grid content-start gap-3 rounded-lg border bg-card p-6">
              <span className="grid size-10 place-items-center rounded-md bg-accent text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
