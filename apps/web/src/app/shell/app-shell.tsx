import { useIsFetching } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../page-skeleton';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Header } from './header';
import { Sidebar } from './sidebar';

function MobileSidebar({ onClose }: { onClose: () => void }) {
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    drawer.current?.querySelector<HTMLElement>('button[aria-label="Close menu"]')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <div
        data-testid="sidebar-overlay"
        aria-hidden
        className="absolute inset-0 bg-black/60"
        onClick={onClose}
      />
      <div
        ref={drawer}
        id="mobile-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        className="absolute inset-y-0 left-0 flex animate-slide-in"
      >
        <Sidebar onNavigate={onClose} onClose={onClose} />
      </div>
    </div>
  );
}

/** Sidebar + header around every page except the full-screen builder (spec 01 §2 "Page shell"). */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();
  // Busy while a query has no data yet (a first load, not a refresh): assistive technology waits
  // for the page's data, and so do the browser tests.
  const loading = useIsFetching({ predicate: (query) => query.state.status === 'pending' }) > 0;

  return (
    <div className="flex h-dvh overflow-hidden bg-background text-foreground">
      <Sidebar className="hidden md:flex" />
      {menuOpen ? <MobileSidebar onClose={closeMenu} /> : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main className="flex-1 overflow-y-auto" aria-busy={loading}>
          <div className="mx-auto w-full max-w-[1400px] p-4 md:p-6">
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
