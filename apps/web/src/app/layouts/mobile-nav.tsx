import { bottomBarFor, menuFor } from '@chairside/domain';
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { InitialsAvatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet.tsx';
import { cn } from '@/lib/cn.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useLogout } from '@/lib/use-logout.ts';
import { MENU_PATHS } from '@/config/paths.ts';
import { MENU_ICONS } from './menu-icons.ts';

const barItemClass =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-md px-1 py-1.5 text-[11px] font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-primary [&>svg]:size-5';

/** SPEC §2 mobile bottom bar: Home, Shifts and role entries, plus the Menu sheet. */
export function MobileNav() {
  const user = useSignedInUser();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <nav
      aria-label="Mobile navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch gap-1 px-2">
        {bottomBarFor(user.position).map((entry) => {
          const Icon = MENU_ICONS[entry.key];
          return (
            <li key={entry.key} className="flex flex-1">
              <NavLink
                to={MENU_PATHS[entry.key]}
                end={entry.key === 'home'}
                className={barItemClass}
              >
                <Icon aria-hidden />
                <span className="truncate">{entry.label}</span>
              </NavLink>
            </li>
          );
        })}
        <li className="flex flex-1">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger className={cn(barItemClass, 'data-[state=open]:text-primary')}>
              <Menu aria-hidden />
              <span>Menu</span>
            </SheetTrigger>
            <SheetContent>
              <div className="flex items-center gap-3 px-5 pt-3 pb-3">
                <InitialsAvatar name={user.name} />
                <div className="min-w-0">
                  <SheetTitle>Menu</SheetTitle>
                  <SheetDescription className="truncate">{user.name}</SheetDescription>
                </div>
              </div>
              <nav aria-label="All pages" className="min-h-0 flex-1 overflow-y-auto px-3">
                <ul className="grid grid-cols-2 gap-1">
                  {menuFor(user.position).map((entry) => {
                    const Icon = MENU_ICONS[entry.key];
                    return (
                      <li key={entry.key}>
                        <NavLink
                          to={MENU_PATHS[entry.key]}
                          end={entry.key === 'home'}
                          onClick={() => setMenuOpen(false)}
                          className="flex h-11 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground [&>svg]:size-4 [&>svg]:shrink-0"
                        >
                          <Icon aria-hidden />
                          <span className="truncate">{entry.label}</span>
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              </nav>
              <div className="border-t px-3 py-3">
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full justify-start"
                  onClick={logout}
                >
                  <LogOut aria-hidden />
                  Logout
                </Button>
              </div>
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
