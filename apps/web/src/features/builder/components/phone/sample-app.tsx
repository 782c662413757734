import { CheckCircle2, Circle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SAMPLE_TASKS } from '../../data/sample-tasks';
import type { PhonePlatform } from './phone-frame';

/** What a frame shows before any code exists: the spec's sample task list under the app's name. */
export function SampleApp({ platform, appName }: { platform: PhonePlatform; appName: string }) {
  return (
    <div className="flex h-full flex-col bg-slate-50 text-slate-900">
      <div
        className={cn(
          'px-4 py-3 text-white',
          platform === 'ios' ? 'bg-slate-900 text-center' : 'bg-cyan-600',
        )}
      >
        <p className={cn('truncate font-semibold', platform === 'ios' ? 'text-sm' : 'text-base')}>
          {appName}
        </p>
      </div>
      <ul className="flex flex-col gap-2 p-3" aria-label="Sample tasks">
        {SAMPLE_TASKS.map((task) => (
          <li
            key={task.title}
            className={cn(
              'flex items-center gap-2 bg-white p-2.5 text-xs shadow-sm',
              platform === 'ios' ? 'rounded-xl' : 'rounded-md',
            )}
          >
            {task.done ? (
              <CheckCircle2 aria-label="Done" className="size-4 text-emerald-500" />
            ) : (
              <Circle aria-label="To do" className="size-4 text-slate-300" />
            )}
            <span className={cn(task.done && 'text-slate-400 line-through')}>{task.title}</span>
          </li>
        ))}
      </ul>
      <p className="mt-auto p-3 text-center text-[10px] text-slate-500">
        Sample screen: describe your app in the chat to see it here.
      </p>
    </div>
  );
}
