/**
 * The analysis process: tree-sitter parsing (which needs V8's `--liftoff-only`, see
 * syntax/tree-sitter-parser.ts), the TypeScript compiler and ESLint, loaded once on the first
 * request and kept off the server's event loop.
 */
import { findCodeProblems } from '../analysis/code-problems';
import { parseTree } from '../syntax/tree-sitter-parser';
import type { AnalysisReply, AnalysisRequest } from './analysis-process.protocol';

async function perform(request: AnalysisRequest): Promise<unknown> {
  if (request.task === 'syntax') {
    return (await parseTree(request.language, request.code)).problems;
  }
  return findCodeProblems(request.body);
}

process.on('message', (request: AnalysisRequest) => {
  perform(request).then(
    (result) => process.send?.({ id: request.id, result } satisfies AnalysisReply),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies AnalysisReply),
  );
});
// The server went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
