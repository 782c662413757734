import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { ProductivityPage } from '../productivity-page';

/** The tracker at `/productivity<search>`, with the app's query defaults. */
export function renderProductivity(search = '') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/productivity${search}`]}>
        <Routes>
          <Route path="/productivity" element={<ProductivityPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
