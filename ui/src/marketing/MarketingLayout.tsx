import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Menu as MenuIcon, X } from 'lucide-react';
import { CONTACT } from '../config';
import { cn } from '../lib/cn';
import { LinkButton } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { ThemeSwitcher } from '../ui/ThemeSwitcher';
import { CREATE_ACCOUNT, GET_STARTED, SIGN_UP } from './signUp';

const NAV = [
  { to: '/#features', label: 'Features' },
  { to: '/#how-it-works', label: 'How it works' },
  { to: '/contact', label: 'Contact' },
];

const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-fg-muted transition-colors hover:text-fg aria-[current=page]:text-fg';

function MarketingHeader() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg/80 backdrop-blur-md supports-[backdrop-filter]:bg-bg/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-8 px-5 sm:px-6">
        <Link to="/" aria-label="Claimdesk home" className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) =>
            item.to.includes('#') ? (
              <Link key={item.to} to={item.to} className={NAV_LINK}>
                {item.label}
              </Link>
            ) : (
              <NavLink key={item.to} to={item.to} className={NAV_LINK}>
                {item.label}
              </NavLink>
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitcher className="mr-1 hidden md:inline-flex" />
          <LinkButton to="/login" variant="ghost" className="hidden sm:inline-flex">
            Sign in
          </LinkButton>
          <LinkButton to="/contact/sales" variant="secondary" className="hidden lg:inline-flex">
            Request a demo
          </LinkButton>
          <LinkButton to={SIGN_UP} className="hidden sm:inline-flex">
            {GET_STARTED}
          </LinkButton>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-hover hover:text-fg md:hidden"
            aria-expanded={open}
            aria-controls="marketing-mobile-nav"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden className="size-5" /> : <MenuIcon aria-hidden className="size-5" />}
          </button>
        </div>
      </div>
      <div
        id="marketing-mobile-nav"
        hidden={!open}
        className="border-t border-border bg-surface px-5 pb-5 pt-3 shadow-md md:hidden"
      >
        <nav aria-label="Main (mobile)" className="flex flex-col">
          {NAV.map((item) => (
            <Link key={item.to} to={item.to} className="rounded-md px-2 py-2.5 text-[15px] font-medium text-fg hover:bg-hover">
              {item.label}
            </Link>
          ))}
          <Link to="/login" className="rounded-md px-2 py-2.5 text-[15px] font-medium text-fg hover:bg-hover">
            Sign in
          </Link>
          <Link to="/contact/sales" className="rounded-md px-2 py-2.5 text-[15px] font-medium text-fg hover:bg-hover">
            Request a demo
          </Link>
        </nav>
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-border pt-4">
          <ThemeSwitcher />
          <LinkButton to={SIGN_UP}>{GET_STARTED}</LinkButton>
        </div>
      </div>
    </header>
  );
}

function FooterColumn({ title, links }: { title: string; links: Array<{ label: string; to?: string; href?: string }> }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.label}>
            {link.to ? (
              <Link to={link.to} className="text-sm text-fg-muted transition-colors hover:text-fg">
                {link.label}
              </Link>
            ) : (
              <a href={link.href} className="text-sm text-fg-muted transition-colors hover:text-fg">
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MarketingFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-5 py-14 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col items-start gap-4 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-fg-muted">
            Progress claims, payment schedules and variations for New Zealand construction, under the Construction
            Contracts Act 2002.
          </p>
          <ThemeSwitcher showLabels />
        </div>
        <FooterColumn
          title="Product"
          links={[
            { label: 'Features', to: '/#features' },
            { label: 'How it works', to: '/#how-it-works' },
            { label: CREATE_ACCOUNT, to: SIGN_UP },
            { label: 'Request a demo', to: '/contact/sales' },
            { label: 'Sign in', to: '/login' },
          ]}
        />
        <FooterColumn
          title="Company"
          links={[
            { label: 'Contact', to: '/contact' },
            { label: 'Talk to sales', to: '/contact/sales' },
            { label: 'Support', href: `mailto:${CONTACT.supportEmail}` },
          ]}
        />
        <FooterColumn
          title="Legal"
          links={[
            { label: 'Terms of Service', to: '/terms' },
            { label: 'Privacy Policy', to: '/privacy' },
          ]}
        />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-5 py-6 text-[13px] text-fg-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Claimdesk. Made in Aotearoa New Zealand.</p>
          <p>Claimdesk helps you follow the Act; it isn't legal advice.</p>
        </div>
      </div>
    </footer>
  );
}

/** The shared layout of the public pages: header, page, footer. */
export function MarketingLayout() {
  return (
    <div className={cn('flex min-h-screen flex-col bg-bg')}>
      <MarketingHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <MarketingFooter />
    </div>
  );
}
