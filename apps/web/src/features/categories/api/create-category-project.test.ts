import { createProjectBodySchema, type Project } from '@appforge/shared/contracts/builder';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProject } from '@/lib/api/create-project';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/use-toast';
import { CATEGORIES } from '../data/categories';
import {
  builderUrl,
  projectFor,
  useStartBuilding,
  type StartBuilding,
} from './create-category-project';

vi.mock('@/lib/api/create-project', () => ({ createProject: vi.fn() }));
vi.mock('@/lib/use-toast', () => ({ toast: vi.fn() }));

describe('starting a project from a category', () => {
  it('sends a body the server accepts, seeded from the category', () => {
    const dating = CATEGORIES.find((category) => category.id === 'dating')!;
    const body = projectFor({
      source: dating.id,
      name: 'Dating App',
      description: dating.description,
      platforms: dating.platforms,
      features: dating.subcategories,
      prompt: dating.starterPrompt,
    });
    expect(createProjectBodySchema.parse(body)).toEqual(body);
    expect(body.config).toMatchObject({
      appName: 'Dating App',
      platform: 'android',
      features: dating.subcategories,
    });
    const both = projectFor({
      source: 'x',
      name: 'X',
      description: '',
      platforms: ['ios', 'android'],
      features: [],
      prompt: '',
    });
    expect(both.config.platform).toBe('both');
  });

  it('opens the builder with the project and the exact prompt', () => {
    const prompt =
      'Build an app like Strava to log my runs with distance in km, time, pace & how I felt';
    const url = new URL(
      builderUrl('4b6f0b5e-0000-4000-8000-000000000000', prompt),
      'http://localhost',
    );
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('projectId')).toBe('4b6f0b5e-0000-4000-8000-000000000000');
    expect(url.searchParams.get('prompt')).toBe(prompt);
    expect(url.search).toContain(`prompt=${encodeURIComponent(prompt)}`);
  });
});

describe('useStartBuilding', () => {
  afterEach(() => vi.clearAllMocks());

  const start: StartBuilding = {
    source: 'fitness',
    name: 'Fitness App',
    description: 'Workouts',
    platforms: ['ios', 'android'],
    features: ['Workouts'],
    prompt: 'Build a workout log with sets and reps',
  };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(MemoryRouter, { initialEntries: ['/categories'] }, children),
    );
  const renderStart = () =>
    renderHook(() => ({ mutation: useStartBuilding(), location: useLocation() }), { wrapper });

  it('creates the project through the shared createProject, then opens it in the builder', async () => {
    const id = '4b6f0b5e-0000-4000-8000-000000000000';
    vi.mocked(createProject).mockResolvedValue({ id } as Project);
    const { result } = renderStart();
    act(() => result.current.mutation.mutate(start));
    await waitFor(() => expect(result.current.location.pathname).toBe('/'));
    expect(createProject).toHaveBeenCalledWith(projectFor(start));
    expect(`${result.current.location.pathname}${result.current.location.search}`).toBe(
      builderUrl(id, start.prompt),
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays on the page with the error toast when the project cannot be created', async () => {
    vi.mocked(createProject).mockRejectedValue(new Error('500: down'));
    const { result } = renderStart();
    act(() => result.current.mutation.mutate(start));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to create project',
        variant: 'destructive',
      }),
    );
    expect(result.current.location.pathname).toBe('/categories');
  });
});
