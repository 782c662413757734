interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * Group commit: items that arrive while a batch is being written wait for the next one, so under
 * load many share one write, and an item that arrives alone waits for no one. Batches are written
 * one at a time, in order of arrival; `write` answers each item of its batch, in the same order,
 * with its result or with the error that refused that item alone (a throw refuses the batch, an
 * item left unanswered is refused).
 */
export function createGroupCommit<In, Out>(
  write: (items: In[]) => Promise<(Out | Error | undefined)[]>,
  maxBatch: number,
) {
  const waiting: Waiting<In, Out>[] = [];
  let writing = false;
  const idleWaiters: (() => void)[] = [];

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const answers = await write(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => {
          const answer = answers[index];
          if (answer instanceof Error) entry.reject(answer);
          else if (answer === undefined)
            entry.reject(new Error('The batch left an item unanswered.'));
          else entry.resolve(answer);
        });
      } catch (error) {
        batch.forEach((entry) => entry.reject(error));
      }
    }
    writing = false;
    idleWaiters.splice(0).forEach((wake) => wake());
  }

  return {
    submit(item: In): Promise<Out> {
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (writing) return;
        writing = true;
        // What arrives in the same turn of the event loop (a burst of socket messages) joins this batch.
        setImmediate(() => void drain());
      });
    },
    /** Resolves once nothing is waiting or being written. */
    idle(): Promise<void> {
      return writing ? new Promise((resolve) => idleWaiters.push(resolve)) : Promise.resolve();
    },
  };
}
