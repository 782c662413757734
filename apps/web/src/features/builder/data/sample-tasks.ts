/** The phone frames' fixed sample task list before any code exists (spec 01 §2 "Phone mock-ups"). */
export const SAMPLE_TASKS = [
  { title: 'Design the home screen', done: true },
  { title: 'Add a task list', done: true },
  { title: 'Connect the backend', done: false },
  { title: 'Test on both phones', done: false },
] as const;
