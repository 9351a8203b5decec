import { useId, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from './settings-sections.ts';

interface SettingsSectionProps {
  section: SettingsSectionKey;
  children: ReactNode;
}

/** A settings card announced as a region named by its title. */
export function SettingsSection({ section, children }: SettingsSectionProps) {
  const { title, description, icon: Icon } = SETTINGS_SECTIONS[section];
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-4.5">
            <Icon aria-hidden />
          </span>
          <div className="space-y-1">
            <CardTitle id={titleId} className="text-lg">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
