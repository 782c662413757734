/**
 * One task at a time per key, in the order they were asked for: each waits for the previous one
 * to settle, whatever its outcome. Used wherever one account sends transactions, since a node
 * numbers concurrent sends from one account with the same nonce and refuses all but one.
 */
export function createTurns() {
  const turns = new Map<string, Promise<unknown>>();

  return function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = turns.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const settled = result.then(
      () => {},
      () => {},
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return result;
  };
}
