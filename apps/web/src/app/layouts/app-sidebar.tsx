import { menuFor } from '@chairside/domain';
import { NavLink } from 'react-router';
import { BrandMark } from '@/components/brand-mark.tsx';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar.tsx';
import { useSignedInUser } from '@/lib/current-user.ts';
import { MENU_PATHS } from '@/config/paths.ts';
import { MENU_ICONS } from './menu-icons.ts';
import { UserMenu } from './user-menu.tsx';

/** The footer's height: the sidebar keeps this much free below its menu for it. */
const FOOTER_SPACE = 'h-16 shrink-0';

/**
 * The desktop sidebar: the position's menu (SPEC §2). The signed-in user is its footer,
 * AppSidebarFooter, drawn over its foot but later in the page (issue #26 §12).
 */
export function AppSidebar({ className }: { className?: string }) {
  const user = useSignedInUser();
  return (
    <Sidebar className={className}>
      <SidebarHeader>
        <div className="flex h-10 items-center gap-2.5 px-1 group-data-[state=collapsed]/sidebar:px-0">
          <BrandMark className="size-8 shrink-0" />
          <SidebarLabel className="text-base font-semibold tracking-tight">Chairside</SidebarLabel>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main">
          <SidebarMenu>
            {menuFor(user.position).map((entry) => {
              const Icon = MENU_ICONS[entry.key];
              return (
                <SidebarMenuItem key={entry.key}>
                  <SidebarMenuButton asChild tooltip={entry.label}>
                    <NavLink to={MENU_PATHS[entry.key]} end={entry.key === 'home'}>
                      <Icon aria-hidden />
                      <SidebarLabel>{entry.label}</SidebarLabel>
                    </NavLink>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <div aria-hidden className={FOOTER_SPACE} />
    </Sidebar>
  );
}

/**
 * The sidebar's footer (SPEC §2): who is signed in, with Logout. It follows the top bar in the
 * tab order, so the keyboard meets the menu, the sidebar toggle and the bell before it.
 */
export function AppSidebarFooter({ className }: { className?: string }) {
  return (
    <SidebarFooter className={className}>
      <UserMenu />
    </SidebarFooter>
  );
}
