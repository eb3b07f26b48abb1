import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../ui/Logo';
import { ThemeSwitcher } from '../ui/ThemeSwitcher';

/** The frame of the sign-in screens (/login, /login/link, /signup): logo, one centred column. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-bg">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 sm:px-6">
        <Link to="/" aria-label="Claimdesk home" className="rounded-lg">
          <Logo />
        </Link>
        <ThemeSwitcher />
      </header>
      <main id="main" className="flex flex-1 justify-center px-5 pb-16 pt-6 sm:pt-14">
        <div className={wide ? 'w-full max-w-[480px]' : 'w-full max-w-[400px]'}>{children}</div>
      </main>
      <footer className="flex justify-center gap-4 py-6 text-[13px] text-fg-subtle">
        <Link to="/terms" className="hover:text-fg">
          Terms of Service
        </Link>
        <Link to="/privacy" className="hover:text-fg">
          Privacy Policy
        </Link>
      </footer>
    </div>
  );
}

/** The heading of a sign-in screen. */
export function AuthHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-7 flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
      {children ? <div className="text-[15px] leading-relaxed text-fg-muted">{children}</div> : null}
    </div>
  );
}
