export interface TreeFolder {
  kind: 'folder';
  name: string;
  path: string;
  children: TreeNode[];
}

export interface TreeFile {
  kind: 'file';
  name: string;
  path: string;
}

export type TreeNode = TreeFolder | TreeFile;

const byKindThenName = (a: TreeNode, b: TreeNode) =>
  a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1;

function sortTree(nodes: TreeNode[]): TreeNode[] {
  return nodes
    .map((node) => (node.kind === 'folder' ? { ...node, children: sortTree(node.children) } : node))
    .sort(byKindThenName);
}

/** "src/screens/TaskList.tsx", "App.tsx" → a tree of folders and files, folders first, each level by name. */
export function buildFileTree(paths: string[]): TreeNode[] {
  const root: TreeFolder = { kind: 'folder', name: '', path: '', children: [] };
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    let folder = root;
    parts.slice(0, -1).forEach((part, index) => {
      const folderPath = parts.slice(0, index + 1).join('/');
      let next = folder.children.find(
        (node): node is TreeFolder => node.kind === 'folder' && node.name === part,
      );
      if (!next) {
        next = { kind: 'folder', name: part, path: folderPath, children: [] };
        folder.children.push(next);
      }
      folder = next;
    });
    folder.children.push({ kind: 'file', name: parts.at(-1) ?? path, path });
  }
  return sortTree(root.children);
}

const LANGUAGES: Record<string, { prism: string; label: string }> = {
  ts: { prism: 'typescript', label: 'TypeScript' },
  mts: { prism: 'typescript', label: 'TypeScript' },
  cts: { prism: 'typescript', label: 'TypeScript' },
  tsx: { prism: 'tsx', label: 'TSX' },
  js: { prism: 'javascript', label: 'JavaScript' },
  mjs: { prism: 'javascript', label: 'JavaScript' },
  cjs: { prism: 'javascript', label: 'JavaScript' },
  jsx: { prism: 'jsx', label: 'JSX' },
  json: { prism: 'json', label: 'JSON' },
  md: { prism: 'markdown', label: 'Markdown' },
  yml: { prism: 'yaml', label: 'YAML' },
  yaml: { prism: 'yaml', label: 'YAML' },
  css: { prism: 'css', label: 'CSS' },
  html: { prism: 'markup', label: 'HTML' },
  svg: { prism: 'markup', label: 'SVG' },
  xml: { prism: 'markup', label: 'XML' },
  sql: { prism: 'sql', label: 'SQL' },
};

/** Files the bundled Prism grammars do not cover (.env, .gitignore, shell scripts) stay plain text. */
const PLAIN = { prism: 'plain', label: 'Text' };

/** The language prism-react-renderer highlights a file as, and its name for people. */
export function languageOf(path: string) {
  const name = path.split('/').pop() ?? path;
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  return LANGUAGES[extension] ?? PLAIN;
}
