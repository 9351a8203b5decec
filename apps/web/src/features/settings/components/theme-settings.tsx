import { THEMES, type Theme } from '@chairside/domain';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { useTheme } from '@/lib/theme.tsx';
import { SettingsSection } from './settings-section.tsx';

const THEME_CHOICES: Record<Theme, { label: string; icon: LucideIcon }> = {
  system: { label: 'System', icon: Monitor },
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
};

/** SPEC §2 Theme: system, light or dark, kept on this device. */
export function ThemeSettings() {
  const { theme, setTheme } = useTheme();
  const id = useId();
  return (
    <SettingsSection section="appearance">
      <p id={`${id}-label`} className="mb-3 text-sm font-medium">
        Theme
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={theme}
        onValueChange={(value) => setTheme(value as Theme)}
        className="grid-cols-3"
      >
        {THEMES.map((value) => {
          const { label, icon: Icon } = THEME_CHOICES[value];
          const itemId = `${id}-${value}`;
          return (
            <div
              key={value}
              className="relative flex flex-col items-center gap-2 rounded-lg border p-3 transition-colors has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <Icon aria-hidden className="size-5 text-muted-foreground" />
              <div className="flex items-center gap-2">
                <RadioGroupItem id={itemId} value={value} className="focus-visible:ring-0" />
                <label
                  htmlFor={itemId}
                  className="text-sm font-medium after:absolute after:inset-0 after:cursor-pointer"
                >
                  {label}
                </label>
              </div>
            </div>
          );
        })}
      </RadioGroup>
    </SettingsSection>
  );
}
