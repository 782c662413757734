import type { PrismTheme } from 'prism-react-renderer';

/**
 * Token colours from the design palette (shared/DESIGN.md): slate text on the page background,
 * cyan keywords like the primary accent, emerald strings, amber literals, violet types.
 */
export const codeTheme: PrismTheme = {
  plain: { color: '#e2e8f0', backgroundColor: 'transparent' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata', 'blockquote'],
      style: { color: '#64748b', fontStyle: 'italic' },
    },
    { types: ['punctuation'], style: { color: '#94a3b8' } },
    { types: ['operator', 'arrow', 'spread'], style: { color: '#cbd5e1' } },
    {
      types: ['keyword', 'atrule', 'selector', 'control-flow', 'module'],
      style: { color: '#22d3ee' },
    },
    {
      types: [
        'string',
        'char',
        'attr-value',
        'template-string',
        'inserted',
        'code',
        'code-snippet',
      ],
      style: { color: '#6ee7b7' },
    },
    {
      types: ['number', 'boolean', 'constant', 'null', 'undefined', 'unit', 'hexcode'],
      style: { color: '#fcd34d' },
    },
    { types: ['function', 'method', 'function-variable'], style: { color: '#7dd3fc' } },
    {
      types: ['class-name', 'maybe-class-name', 'builtin', 'tag', 'namespace'],
      style: { color: '#c4b5fd' },
    },
    { types: ['property', 'attr-name', 'key'], style: { color: '#a5b4fc' } },
    { types: ['regex', 'important', 'deleted'], style: { color: '#fda4af' } },
    { types: ['title'], style: { color: '#22d3ee', fontWeight: '600' } },
    { types: ['url'], style: { color: '#7dd3fc', textDecorationLine: 'underline' } },
    { types: ['bold'], style: { fontWeight: '600' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
  ],
};
