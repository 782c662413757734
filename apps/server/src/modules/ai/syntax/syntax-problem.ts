/** Where code fails to parse: 1-based, columns counted like a JavaScript string (UTF-16). */
export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}
