import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu as MenuIcon, X } from 'lucide-react';
import { NameGate } from '../auth/NameGate';
import { BillingBanner } from '../billing/BillingBanner';
import { RelayRoot } from '../relay/RelayRoot';
import { Loader } from '../ui/Spinner';
import { LogoMark } from '../ui/Logo';
import { useOrgSlug } from './org';
import { CommandPaletteSlot, OrgSwitcherSlot, SideNavFooterSlot, SideNavSlot, UserMenuSlot } from './slots';
import { CommandRegistryProvider } from '../commands/registry';
import { WhatsNew, WhatsNewMount } from '../whatsnew/WhatsNew';

/*
 * Sign-in work: the `/:org` route gets a loader here (or in routes.tsx) that sends a visitor
 * with no session to /login?to=..., picks the session that belongs to this org and calls
 * setSelectedAccountId / setSelectedOrgId (src/auth/state.ts) before any GraphQL call.
 */

function SideNav({ orgSlug, onNavigate }: { orgSlug: string; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-4 px-3 py-4">
      <div className="flex items-center gap-2 px-1">
        <Link to="/" aria-label="Claimdesk home" className="rounded-md">
          <LogoMark size={26} />
        </Link>
        <div className="min-w-0 flex-1">
          <OrgSwitcherSlot orgSlug={orgSlug} />
        </div>
      </div>
      <div className="flex-1 overflow-y-auto">
        <SideNavSlot orgSlug={orgSlug} onNavigate={onNavigate} />
      </div>
      <SideNavFooterSlot />
    </div>
  );
}

function MobileNav({ orgSlug }: { orgSlug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        aria-label="Open navigation"
        className="inline-flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-hover hover:text-fg lg:hidden"
      >
        <MenuIcon aria-hidden className="size-5" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 border-r border-border bg-surface shadow-lg animate-fade-in focus:outline-none lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label="Close navigation"
            className="absolute right-3 top-4 inline-flex size-8 items-center justify-center rounded-md text-fg-subtle hover:bg-hover hover:text-fg"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
          <SideNav orgSlug={orgSlug} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The signed-in shell under /:org: side navigation, header (command palette, user menu), content. */
export function AppLayout() {
  const orgSlug = useOrgSlug();
  return (
    <RelayRoot>
      <NameGate>
        <CommandRegistryProvider>
          <div className="flex min-h-screen bg-bg">
            <aside className="sticky top-0 hidden h-screen w-60 shrink-0 border-r border-border bg-surface lg:block">
              <SideNav orgSlug={orgSlug} />
            </aside>
            <div className="flex min-w-0 flex-1 flex-col">
              <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-bg/85 px-4 backdrop-blur-md sm:px-6">
                <MobileNav orgSlug={orgSlug} />
                <CommandPaletteSlot />
                <div className="ml-auto flex items-center gap-2">
                  <WhatsNewMount />
                  <UserMenuSlot />
                </div>
              </header>
              <WhatsNew />
              <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
                <Suspense fallback={null}>
                  <BillingBanner />
                </Suspense>
                <Suspense fallback={<Loader />}>
                  <Outlet />
                </Suspense>
              </main>
            </div>
          </div>
        </CommandRegistryProvider>
      </NameGate>
    </RelayRoot>
  );
}

export { AppLayout as Component };
