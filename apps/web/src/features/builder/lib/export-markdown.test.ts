import { describe, expect, it } from 'vitest';
import { exportFileName, exportMarkdown, hasCode } from './export-markdown';

const code = {
  frontend: {
    'App.tsx': 'export default function App() {}\n',
    'README.md': 'Run it:\n```sh\nnpm start\n```\n',
  },
  backend: { 'src/server.ts': "console.log('up');\n" },
  dependencies: { frontend: ['react'], backend: ['fastify'] },
};

describe('the Markdown export', () => {
  it('has the name, the description and a code block per file under Frontend Files and Backend Files', () => {
    const markdown = exportMarkdown(
      { name: 'My App', description: 'AI-generated mobile application' },
      code,
    );
    expect(markdown.startsWith('# My App\n\nAI-generated mobile application\n')).toBe(true);
    expect(markdown.indexOf('## Frontend Files')).toBeLessThan(
      markdown.indexOf('## Backend Files'),
    );
    expect(markdown).toContain('### App.tsx\n\n```tsx\nexport default function App() {}\n```');
    expect(markdown).toContain("### src/server.ts\n\n```typescript\nconsole.log('up');\n```");
  });

  it('fences a file that holds fences with a longer fence', () => {
    const markdown = exportMarkdown({ name: 'A', description: '' }, code);
    expect(markdown).toContain(
      '### README.md\n\n````markdown\nRun it:\n```sh\nnpm start\n```\n````',
    );
  });

  it('names the file after the lower-cased, hyphenated project name', () => {
    expect(exportFileName('My App')).toBe('my-app-code.md');
    expect(exportFileName('  Habit   Tracker Pro ')).toBe('habit-tracker-pro-code.md');
  });

  it('knows when there is no code to export', () => {
    expect(hasCode(null)).toBe(false);
    expect(
      hasCode({ frontend: {}, backend: {}, dependencies: { frontend: [], backend: [] } }),
    ).toBe(false);
    expect(hasCode(code)).toBe(true);
  });
});
