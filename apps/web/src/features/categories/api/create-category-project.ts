import { DEFAULT_THEME, type CreateProjectBody } from '@appforge/shared/contracts/builder';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { createProject } from '@/lib/api/create-project';
import { toast } from '@/lib/use-toast';
import type { Platform } from '../data/category-types';

export interface StartBuilding {
  /** The category or popular app it starts from, so its button can show the pending state. */
  source: string;
  name: string;
  description: string;
  platforms: Platform[];
  /** Seeds config.features: a category's subcategories, a popular app's key features. */
  features: string[];
  /** The prompt the builder's chat input starts with. */
  prompt: string;
}

/** A project seeded from a category (or a popular app), ready for its prompt. */
export function projectFor({
  name,
  description,
  platforms,
  features,
}: StartBuilding): CreateProjectBody {
  return {
    name,
    description,
    config: {
      appName: name,
      description,
      features,
      platform: platforms.length === 2 ? 'both' : (platforms[0] ?? 'both'),
      theme: { ...DEFAULT_THEME },
    },
  };
}

/** The builder with the project selected and the prompt in its chat input. */
export const builderUrl = (projectId: string, prompt: string) =>
  `/?projectId=${encodeURIComponent(projectId)}&prompt=${encodeURIComponent(prompt)}`;

/**
 * POST /api/projects, then the builder at / with the project open and the prompt in its chat input
 * (`/?projectId=…&prompt=…`, read by the builder's useCurrentProject).
 */
export function useStartBuilding() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (start: StartBuilding) => ({
      project: await createProject(projectFor(start)),
      prompt: start.prompt,
    }),
    onSuccess: ({ project, prompt }) => {
      void navigate(builderUrl(project.id, prompt));
    },
    onError: () =>
      toast({ title: 'Error', description: 'Failed to create project', variant: 'destructive' }),
  });
}
