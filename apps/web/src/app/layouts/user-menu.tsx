import { ACCOUNT_POSITION_LABELS } from '@chairside/domain';
import { ChevronsUpDown, LogOut } from 'lucide-react';
import { InitialsAvatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import { sidebarMenuButtonClass, SidebarLabel } from '@/components/ui/sidebar.tsx';
import { cn } from '@/lib/cn.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLogout } from '@/lib/use-logout.ts';

/** Sidebar footer: who is signed in, with a popover holding Logout (SPEC §2). */
export function UserMenu() {
  const user = useSignedInUser();
  const logout = useLogout();
  const positionLabel = ACCOUNT_POSITION_LABELS[user.position];
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          sidebarMenuButtonClass,
          'h-12 group-data-[state=collapsed]/sidebar:size-8 data-[state=open]:bg-accent',
        )}
      >
        <InitialsAvatar name={user.name} />
        <SidebarLabel className="flex min-w-0 flex-1 flex-col text-left leading-tight">
          <span className="truncate font-semibold">{user.name}</span>
          <span className="truncate text-xs font-normal opacity-80">{positionLabel}</span>
        </SidebarLabel>
        <ChevronsUpDown
          aria-hidden
          className="ml-auto text-muted-foreground group-data-[state=collapsed]/sidebar:hidden"
        />
      </PopoverTrigger>
      <PopoverContent side="top" align="start" aria-label="Account" className="w-64 p-2">
        <div className="flex items-center gap-3 px-2 py-2">
          <InitialsAvatar name={user.name} />
          <div className="min-w-0 text-sm leading-tight">
            <p className="truncate font-semibold">{user.name}</p>
            <p className="truncate text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <div className="my-1 h-px bg-border" />
        <Button type="button" variant="ghost" className="w-full justify-start" onClick={logout}>
          <LogOut aria-hidden />
          Logout
        </Button>
      </PopoverContent>
    </Popover>
  );
}
