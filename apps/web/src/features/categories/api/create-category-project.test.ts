import { createProjectBodySchema } from '@appforge/shared/contracts/builder';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../data/categories';
import { builderUrl, projectFor } from './create-category-project';

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
