import { cva } from 'class-variance-authority';

/*
 * The card's classes. <Card> and its parts merge a caller's className over them; the landing
 * page composes them directly instead, which keeps tailwind-merge out of its first bundle
 * (DESIGN §10).
 */
export const cardVariants = cva('rounded-lg border bg-card text-card-foreground', {
  variants: { elevation: { default: 'shadow-sm', raised: 'shadow-lg' } },
  defaultVariants: { elevation: 'default' },
});

export const cardPartClasses = {
  header: 'flex flex-col gap-1.5 p-6',
  title: 'text-xl font-semibold leading-none',
  description: 'text-sm text-muted-foreground',
  content: 'p-6 pt-0',
  footer: 'flex items-center p-6 pt-0',
} as const;
