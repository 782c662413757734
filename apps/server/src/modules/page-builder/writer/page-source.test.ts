import { builtInProvider } from '@appforge/codegen/providers/built-in';
import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../builder/projects.repository';
import { pageSourceFromProject } from './page-source';
import { TEST_PROMPTS } from './writer-test-apps';

function projectRow(overrides: Partial<ProjectRow>): ProjectRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    ownerId: '00000000-0000-4000-8000-000000000002',
    name: 'My App',
    description: '',
    config: {
      features: [],
      platform: 'both',
      theme: { primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'material' },
    },
    generatedCode: null,
    appSpec: null,
    previewToken: 'token',
    currentVersion: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

describe('the page source of a project', () => {
  it('takes the generated app’s spec first: its name, description, category and theme', async () => {
    const { spec } = await builtInProvider.understand({ prompt: TEST_PROMPTS.gym });
    const source = pageSourceFromProject(
      projectRow({
        name: 'Project name',
        appSpec: spec,
        config: {
          appName: 'Configured name',
          features: ['Track PRs'],
          platform: 'ios',
          theme: { primaryColor: '#FF0000', secondaryColor: '#00FF00', style: 'ios' },
        },
      }),
    );
    expect(source).toMatchObject({
      appName: 'Gym Log',
      description: spec.description,
      category: 'health_fitness',
      platform: 'ios',
      theme: spec.theme,
      requestedFeatures: ['Track PRs'],
    });
    expect(source.appSpec?.entities.map((entity) => entity.name)).toEqual(['Workout', 'Exercise']);
  });

  it('falls back to the settings, then the row, when there is no app yet', () => {
    const source = pageSourceFromProject(
      projectRow({
        name: 'Row name',
        description: 'From the row.',
        config: {
          appName: '  Tide   Walks ',
          features: ['Tide times'],
          platform: 'android',
          theme: { primaryColor: '#123456', secondaryColor: '#654321', style: 'Playful' },
        },
      }),
    );
    expect(source).toEqual({
      appName: 'Tide Walks',
      description: 'From the row.',
      category: null,
      platform: 'android',
      theme: { primaryColor: '#123456', secondaryColor: '#654321', style: 'Playful' },
      appSpec: null,
      requestedFeatures: ['Tide times'],
    });
    expect(pageSourceFromProject(projectRow({ name: 'Row name' })).appName).toBe('Row name');
  });

  it('reads a spec stored by an earlier generator, and ignores one that is not a spec', () => {
    const legacy = {
      name: 'Old Notes',
      slug: 'old-notes',
      description: 'Notes from before.',
      category: 'productivity',
      theme: { primaryColor: '#06B6D4', secondaryColor: '#10B981', style: 'material' },
      entities: [
        {
          name: 'Note',
          pluralName: 'Notes',
          fields: [{ name: 'title', label: 'Title', type: 'text', required: true }],
        },
      ],
    };
    expect(pageSourceFromProject(projectRow({ appSpec: legacy })).appName).toBe('Old Notes');
    const broken = pageSourceFromProject(projectRow({ name: 'Kept', appSpec: { entities: 'no' } }));
    expect(broken.appSpec).toBeNull();
    expect(broken.appName).toBe('Kept');
  });
});
