/** String literals of the three languages, so a description's words can never break the code. */

const escapeCommon = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');

export const jsString = (text: string) => `'${escapeCommon(text).replace(/'/g, "\\'")}'`;

/** JSX text: plain when it holds nothing JSX reads specially, else an expression. */
export const jsxText = (text: string) =>
  /^[^{}<>&"'\\]*$/.test(text) ? text : `{${jsString(text)}}`;

/** A JSX attribute value: JSX attribute strings have no escapes, so awkward text goes in braces. */
export const jsxAttr = (text: string) =>
  /^[^{}<>&"\\]*$/.test(text) ? `"${text}"` : `{${jsString(text)}}`;

export const swiftString = (text: string) => `"${escapeCommon(text).replace(/"/g, '\\"')}"`;

/** Kotlin also reads `$` as a template inside strings. */
export const kotlinString = (text: string) =>
  `"${escapeCommon(text).replace(/"/g, '\\"').replace(/\$/g, '\\$')}"`;
