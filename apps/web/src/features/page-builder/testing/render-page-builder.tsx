import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { PageBuilderPage } from '../page-builder-page';

/** The address the page is at now, for tests that check what it keeps in the URL. */
export const location = { current: '' };

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    location.current = search;
  }, [search]);
  return null;
}

/** The dashboard at `/page-builder<search>`, with the app's query defaults and toasts. */
export function renderPageBuilder(search = '') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[`/page-builder${search}`]}>
          <Routes>
            <Route
              path="/page-builder"
              element={
                <>
                  <PageBuilderPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
