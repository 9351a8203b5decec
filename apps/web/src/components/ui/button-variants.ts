import { cva } from 'class-variance-authority';

/*
 * The button's classes, apart from <Button> so that links styled as buttons on the public
 * pages do not bring tailwind-merge (via cn) into the landing page's first bundle (DESIGN §10).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        /**
         * A page's button that opens a destructive action's confirmation (Cancel Shift, Delete
         * Shift, Withdraw Request, Sign out of all devices; issue #26 §5): red beside the page's
         * other actions, the solid red kept for the confirmation itself.
         */
        destructiveOutline:
          'border border-destructive/50 bg-background text-destructive hover:bg-destructive/10 hover:text-destructive',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
