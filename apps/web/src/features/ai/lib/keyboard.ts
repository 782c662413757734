import type { KeyboardEvent } from 'react';

/** Ctrl+Enter (⌘+Enter on a Mac) in a textarea sends the form, as in chat boxes. */
export const submitOnModEnter =
  (submit: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
