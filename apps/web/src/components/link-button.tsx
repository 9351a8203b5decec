import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';

/** A button's face: its icon, text and look (a link's drawn as a button, a dialog's opener). */
export interface ButtonFace {
  icon: LucideIcon;
  label: string;
  /** The accessible name where the label alone is ambiguous (one link per row). */
  name?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

interface LinkButtonProps extends ButtonFace {
  to: string;
}

/** A link to another page drawn as a button: Shift Schedule, Manage Locations, Back. */
export function LinkButton({
  to,
  icon: Icon,
  label,
  name,
  variant,
  size,
  className,
}: LinkButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to} aria-label={name}>
        <Icon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
