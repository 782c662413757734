import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './shell/app-shell';

// Each area is its own chunk, loaded on first visit.
const BuilderPage = lazy(() =>
  import('@/features/builder/builder-page').then((m) => ({ default: m.BuilderPage })),
);
const CategoriesPage = lazy(() =>
  import('@/features/categories/categories-page').then((m) => ({ default: m.CategoriesPage })),
);
const CasinoPage = lazy(() =>
  import('@/features/casino/casino-page').then((m) => ({ default: m.CasinoPage })),
);
const AiPage = lazy(() => import('@/features/ai/ai-page').then((m) => ({ default: m.AiPage })));
const MediaPage = lazy(() =>
  import('@/features/media/media-page').then((m) => ({ default: m.MediaPage })),
);
const Web3Page = lazy(() =>
  import('@/features/web3/web3-page').then((m) => ({ default: m.Web3Page })),
);
const TruthReportPage = lazy(() =>
  import('@/features/truth-report/truth-report-page').then((m) => ({ default: m.TruthReportPage })),
);
const ProductivityPage = lazy(() =>
  import('@/features/productivity/productivity-page').then((m) => ({
    default: m.ProductivityPage,
  })),
);
const PageBuilderPage = lazy(() =>
  import('@/features/page-builder/page-builder-page').then((m) => ({ default: m.PageBuilderPage })),
);
const AdminLoginPage = lazy(() =>
  import('@/features/admin/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminDashboardPage = lazy(() =>
  import('@/features/admin/admin-dashboard-page').then((m) => ({ default: m.AdminDashboardPage })),
);

/** Every route of both spec documents; "/" is full screen, the rest sit inside the shell. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          index
          element={
            <RouteErrorBoundary>
              <Suspense fallback={<PageSkeleton />}>
                <BuilderPage />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
        <Route element={<AppShell />}>
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="casino" element={<CasinoPage />} />
          <Route path="ai" element={<AiPage />} />
          <Route path="media" element={<MediaPage />} />
          <Route path="web3" element={<Web3Page />} />
          <Route path="truth-report" element={<TruthReportPage />} />
          <Route path="productivity" element={<ProductivityPage />} />
          <Route path="page-builder" element={<PageBuilderPage />} />
          <Route path="admin/login" element={<AdminLoginPage />} />
          <Route path="admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
