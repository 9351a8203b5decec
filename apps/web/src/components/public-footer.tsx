import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';
import { paths } from '@/config/paths.ts';

const YEAR = new Date().getFullYear();

const footerLink =
  'rounded-md text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** The public pages' footer: legal and contact links, copyright. */
export function PublicFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="grid gap-2">
          <p className="inline-flex items-center gap-2 font-semibold">
            <BrandMark className="size-6" />
            Chairside
          </p>
          <p className="max-w-xs text-sm text-muted-foreground">
            Open shifts for dental practices, filled by dental professionals.
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to={paths.privacy.href()} className={footerLink}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to={paths.terms.href()} className={footerLink}>
                Terms
              </Link>
            </li>
            <li>
              <Link to={paths.contact.href()} className={footerLink}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© {YEAR} Chairside. All rights reserved.</p>
      </div>
    </footer>
  );
}
