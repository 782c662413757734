import { DEFAULT_THEME, type CreateProjectBody } from '@appforge/shared/contracts/builder';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { createProject } from './create-project';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

describe('createProject', () => {
  it('POSTs the body to /api/projects and gives back the created project', async () => {
    const body: CreateProjectBody = {
      name: 'Pantry',
      description: '',
      config: { features: [], platform: 'both', theme: { ...DEFAULT_THEME } },
    };
    const created = { id: '4b6f0b5e-0000-4000-8000-000000000000', ...body };
    vi.mocked(apiRequest).mockResolvedValue(Response.json(created, { status: 201 }));
    await expect(createProject(body)).resolves.toEqual(created);
    expect(apiRequest).toHaveBeenCalledWith('POST', '/api/projects', body);
  });
});
