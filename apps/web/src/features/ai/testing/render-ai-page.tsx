import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { AiPage } from '../ai-page';

/** The AI page with the app's query defaults. */
export const renderAiPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AiPage />
    </QueryClientProvider>,
  );
