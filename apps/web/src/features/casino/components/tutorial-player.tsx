import { Check, ChevronLeft, ChevronRight, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { Tutorial } from '../data/tutorials';

export interface TutorialPlayerProps {
  tutorial: Tutorial | null;
  onClose: () => void;
  onComplete: (tutorial: Tutorial) => void;
}

/** spec 02 §4 "Tutorials": steps back and forth; Next marks a step done; Complete Tutorial on the last step. */
export function TutorialPlayer({ tutorial, onClose, onComplete }: TutorialPlayerProps) {
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<Set<number>>(new Set());
  const close = () => {
    setIndex(0);
    setDone(new Set());
    onClose();
  };
  if (!tutorial) return null;
  const step = tutorial.steps[index]!;
  const last = index === tutorial.steps.length - 1;
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{tutorial.title}</DialogTitle>
          <DialogDescription>
            Step {index + 1} of {tutorial.steps.length}: {step.description}
          </DialogDescription>
        </DialogHeader>
        <Progress
          value={((index + 1) / tutorial.steps.length) * 100}
          aria-label="Tutorial progress"
        />
        <div className="flex gap-2" role="group" aria-label="Steps">
          {tutorial.steps.map((item, position) => (
            <button
              key={item.id}
              type="button"
              onClick={() => setIndex(position)}
              aria-current={position === index ? 'step' : undefined}
              aria-label={`Step ${position + 1}${done.has(position) ? ', done' : ''}`}
              className={cn(
                'flex size-8 items-center justify-center rounded-full border text-sm tabular-nums focus-visible:ring-2 focus-visible:ring-cyan-500/60 focus-visible:outline-none',
                position === index
                  ? 'border-cyan-400 bg-cyan-500/20 text-cyan-200'
                  : 'border-border-strong text-muted',
                done.has(position) && 'border-emerald-500 text-emerald-300',
              )}
            >
              {done.has(position) ? <Check aria-hidden className="size-4" /> : position + 1}
            </button>
          ))}
        </div>
        <section className="flex flex-col gap-2">
          <h3 className="text-base font-medium text-foreground">{step.title}</h3>
          <p className="text-sm text-slate-300">{step.content}</p>
        </section>
        <aside
          className="flex gap-2 rounded-control border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-100"
          aria-label="Pro Tip"
        >
          <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
          <p>
            <strong>Pro Tip: </strong>
            {step.tip}
          </p>
        </aside>
        <div className="flex justify-between gap-2">
          <Button
            variant="outline"
            onClick={() => setIndex((current) => current - 1)}
            disabled={index === 0}
          >
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          {last ? (
            <Button
              onClick={() => {
                onComplete(tutorial);
                close();
              }}
            >
              <Check aria-hidden />
              Complete Tutorial
            </Button>
          ) : (
            <Button
              onClick={() => {
                setDone((current) => new Set(current).add(index));
                setIndex((current) => current + 1);
              }}
            >
              Next
              <ChevronRight aria-hidden />
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
