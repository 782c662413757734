import type { FileMap, GeneratedCode } from '@appforge/shared/contracts/builder';

const LANGUAGES: Record<string, string> = {
  ts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  json: 'json',
  md: 'markdown',
};
const languageOf = (path: string) => LANGUAGES[path.split('.').pop() ?? ''] ?? '';

/** A fence longer than any backtick run in the file, so a file's own fences never close the block. */
function fenceFor(content: string) {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(longest + 1);
}

const section = (title: string, files: FileMap) =>
  [
    `## ${title}`,
    '',
    ...Object.keys(files)
      .sort()
      .flatMap((path) => {
        const content = files[path] ?? '';
        const fence = fenceFor(content);
        return [
          `### ${path}`,
          '',
          `${fence}${languageOf(path)}`,
          content.replace(/\n$/, ''),
          fence,
          '',
        ];
      }),
  ].join('\n');

/** spec 01 §7 "Export": a heading of the project name, the description, then the frontend and backend files. */
export function exportMarkdown(
  project: { name: string; description: string },
  code: GeneratedCode,
) {
  return [
    `# ${project.name}`,
    '',
    project.description,
    '',
    section('Frontend Files', code.frontend),
    section('Backend Files', code.backend),
  ].join('\n');
}

/** spec 01 §7: the lower-cased, hyphenated project name followed by "-code.md". */
export function exportFileName(name: string) {
  const slug = name.trim().toLowerCase().replace(/\s+/g, '-');
  return `${slug || 'project'}-code.md`;
}

export function hasCode(code: GeneratedCode | null | undefined): code is GeneratedCode {
  return Boolean(
    code && (Object.keys(code.frontend).length > 0 || Object.keys(code.backend).length > 0),
  );
}
