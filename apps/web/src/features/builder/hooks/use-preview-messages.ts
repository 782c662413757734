import { useCallback, useEffect, useEffectEvent, useState, type RefObject } from 'react';

/** What the preview page posts to its parent (apps/server/src/modules/builder/preview/shims/messages.ts). */
interface PreviewMessage {
  source: 'appforge-preview';
  /** storage-load and storage-write are use-preview-storage.ts's. */
  type: 'ready' | 'console' | 'runtime-error' | 'build-error' | 'storage-load' | 'storage-write';
  level?: string;
  args?: string[];
  message?: string;
  file?: string | null;
  line?: number | null;
  errors?: { file?: string | null; line?: number | null; message: string }[];
}

export interface PreviewLine {
  id: number;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
}

export interface PreviewProblem {
  message: string;
  file: string | null;
  line: number | null;
}

export interface PreviewStatus {
  ready: boolean;
  lines: PreviewLine[];
  problems: PreviewProblem[];
}

export interface PreviewMessages extends PreviewStatus {
  /** Adds a line of this page's own to the frame's console (its storage errors, a reset). */
  report: (level: PreviewLine['level'], text: string) => void;
  /** The frame loads again at the same src: not ready, no errors, the console kept. */
  restart: () => void;
}

/** The last lines the console panel keeps. */
const MAX_LINES = 50;
const EMPTY: PreviewStatus = { ready: false, lines: [], problems: [] };
let nextLineId = 0;

const levelOf = (level: string | undefined): PreviewLine['level'] =>
  level === 'warn' || level === 'error' || level === 'info' ? level : 'log';

/** A problem as one line: its message, then where it happened ("(App.tsx:12)") when known. */
export const describeProblem = (problem: PreviewProblem) =>
  `${problem.message}${problem.file ? ` (${problem.file}${problem.line ? `:${problem.line}` : ''})` : ''}`;

/** The problems of a runtime-error or build-error message: its list, or its one error. */
const problemsOf = (message: PreviewMessage): PreviewProblem[] =>
  message.errors?.map((error) => ({
    message: error.message,
    file: error.file ?? null,
    line: error.line ?? null,
  })) ?? [
    {
      message: message.message ?? 'Unknown error',
      file: message.file ?? null,
      line: message.line ?? null,
    },
  ];

function apply(status: PreviewStatus, message: PreviewMessage): PreviewStatus {
  const line = (level: PreviewLine['level'], text: string) =>
    [...status.lines, { id: (nextLineId += 1), level, text }].slice(-MAX_LINES);
  switch (message.type) {
    case 'ready':
      return { ...status, ready: true };
    case 'console':
      return { ...status, lines: line(levelOf(message.level), (message.args ?? []).join(' ')) };
    case 'runtime-error':
    case 'build-error': {
      const found = problemsOf(message);
      return {
        ready: status.ready || message.type === 'build-error',
        lines: found
          .reduce(
            (lines, problem) => [
              ...lines,
              {
                id: (nextLineId += 1),
                level: 'error' as const,
                text: describeProblem(problem),
              },
            ],
            status.lines,
          )
          .slice(-MAX_LINES),
        problems: [...status.problems, ...found].slice(-10),
      };
    }
    default:
      return status;
  }
}

/**
 * The messages one preview frame posts: ready, its console and its errors. They are told apart
 * from other frames by their window; everything starts again when the frame loads a new `src`.
 * `onRuntimeError` hears each problem of a runtime error (not of a build error: the server made those).
 */
export function usePreviewMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  onRuntimeError?: (problem: PreviewProblem) => void,
): PreviewMessages {
  const [state, setState] = useState<{ src: string | null; status: PreviewStatus }>({
    src,
    status: EMPTY,
  });
  if (state.src !== src) setState({ src, status: EMPTY });
  const runtimeError = useEffectEvent((message: PreviewMessage) =>
    problemsOf(message).forEach((problem) => onRuntimeError?.(problem)),
  );

  useEffect(() => {
    const listener = (event: MessageEvent<PreviewMessage>) => {
      if (
        event.data?.source !== 'appforge-preview' ||
        !frame.current ||
        event.source !== frame.current.contentWindow
      )
        return;
      setState((current) => {
        const status = apply(current.status, event.data);
        return status === current.status ? current : { ...current, status };
      });
      if (event.data.type === 'runtime-error') runtimeError(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);

  const report = useCallback((level: PreviewLine['level'], text: string) => {
    setState((current) => ({
      ...current,
      status: {
        ...current.status,
        lines: [...current.status.lines, { id: (nextLineId += 1), level, text }].slice(-MAX_LINES),
      },
    }));
  }, []);
  const restart = useCallback(() => {
    setState((current) => ({
      ...current,
      status: { ...current.status, ready: false, problems: [] },
    }));
  }, []);

  return { ...(state.src === src ? state.status : EMPTY), report, restart };
}
