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

/** The desktop sidebar: the position's menu (SPEC §2) and the signed-in user. */
export function AppSidebar() {
  const user = useSignedInUser();
  return (
    <Sidebar>
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
      <SidebarFooter>
        <UserMenu />
      </SidebarFooter>
    </Sidebar>
  );
}
