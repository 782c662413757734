import type { AppSpec } from '../app-spec.ts';

export interface UnderstandInput {
  prompt: string;
  /** The project's current AppSpec: the prompt is then a follow-up that edits it. */
  previous?: AppSpec | null;
}

export interface Understanding {
  spec: AppSpec;
  /**
   * What the person should know, shown first in the assistant message's feature list: what a
   * follow-up changed ("Added field Due date to Tasks"), or what was assumed for a vague prompt.
   */
  notes: string[];
}

export interface UnderstandOptions {
  signal?: AbortSignal;
  /** Progress of understanding alone, 0–1 (a model streaming its answer reports as it goes). */
  onProgress?: (fraction: number) => void | Promise<void>;
}

/** Turns a prompt (and the current AppSpec) into the AppSpec to render. */
export interface SpecProvider {
  /** "built-in", "openai-compatible", "anthropic". */
  id: string;
  /** What GET /api/ai/agents shows ("Built-in generator", "llama3.1 via http://localhost:11434/v1"). */
  label: string;
  understand(input: UnderstandInput, options?: UnderstandOptions): Promise<Understanding>;
}
