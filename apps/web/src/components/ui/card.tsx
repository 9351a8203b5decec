import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { cardPartClasses, cardVariants } from './card-variants.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardVariants(), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardPartClasses.header, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn(cardPartClasses.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn(cardPartClasses.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardPartClasses.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardPartClasses.footer, className)} {...props} />;
}
