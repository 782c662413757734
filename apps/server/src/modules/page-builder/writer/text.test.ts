import { describe, expect, it } from 'vitest';
import { escapeHtml, listed, slugOf, truncateWords, withArticle, wordsOf } from './text';

describe('text helpers', () => {
  it('escapes everything that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('cuts on a word when that keeps enough, otherwise inside the word', () => {
    expect(truncateWords('The quick brown fox jumps', 14)).toBe('The quick…');
    expect(truncateWords('The quick brown fox jumps', 14, 12)).toBe('The quick bro…');
    expect(truncateWords('Short', 14)).toBe('Short');
    expect(truncateWords('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('words names and lists as people write them', () => {
    expect(wordsOf('GameNights')).toBe('Game nights');
    expect(wordsOf('TVShow')).toBe('TV show');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listed(['a', 'b'], 'or')).toBe('a or b');
    expect(withArticle('exercise set')).toBe('an exercise set');
    expect(withArticle('game night')).toBe('a game night');
    expect(slugOf('Offline maps <for> beaches!', 'topic')).toBe('offline-maps-for-beaches');
    expect(slugOf('3D printing', 'topic')).toBe('topic-3d-printing');
  });
});
