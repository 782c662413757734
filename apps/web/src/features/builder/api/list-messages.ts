import type { Message } from '@appforge/shared/contracts/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const messagesQueryKey = (projectId: string) =>
  ['/api/projects', projectId, 'messages'] as const;

/** GET /api/projects/:id/messages: fetched only while a project is selected (spec 01 §7). */
export const messagesQueryOptions = (projectId: string) =>
  queryOptions<Message[]>({ queryKey: messagesQueryKey(projectId) });

export const useMessages = (projectId: string | null) =>
  useQuery({ ...messagesQueryOptions(projectId ?? ''), enabled: projectId !== null });
