import type { MenuKey } from '@chairside/domain';
import {
  BadgeCheck,
  Building2,
  CalendarDays,
  ChartColumn,
  House,
  MailPlus,
  MapPin,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** The icon beside each menu entry, in the sidebar, the bottom bar and the mobile menu. */
export const MENU_ICONS: Record<MenuKey, LucideIcon> = {
  home: House,
  organizations: Building2,
  locations: MapPin,
  users: Users,
  invites: MailPlus,
  credentials: BadgeCheck,
  shifts: CalendarDays,
  reports: ChartColumn,
  settings: Settings,
};
