/**
 * A map of what was worked out for a word, forgotten whole once it holds `limit` entries: the
 * words people type have no end, and a server reads prompts for as long as it runs.
 */
export class WordCache<Value> {
  readonly #entries = new Map<string, Value>();
  readonly #limit: number;

  constructor(limit = 10_000) {
    this.#limit = limit;
  }

  get(word: string): Value | undefined {
    return this.#entries.get(word);
  }

  set(word: string, value: Value): void {
    if (this.#entries.size >= this.#limit) this.#entries.clear();
    this.#entries.set(word, value);
  }
}
