import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

/** The address the page is at now, for tests that check what it keeps in the URL. */
export const location = { current: '' };

function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    location.current = search;
  }, [search]);
  return null;
}

/** An area's `page` at `<path><search>`, with the app's query defaults and toasts. */
export function renderAreaPage(path: string, page: ReactElement, search = '') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[`${path}${search}`]}>
          <Routes>
            <Route
              path={path}
              element={
                <>
                  {page}
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
