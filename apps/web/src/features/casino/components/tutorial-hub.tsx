import { CheckCircle2, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { TUTORIALS, type Tutorial } from '../data/tutorials';

export interface TutorialHubProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  completed: ReadonlySet<string>;
  onStart: (tutorial: Tutorial) => void;
}

const TIPS = [
  'Start with Casino Basics: the house edge explains every other game.',
  'Try each game in the Play dialog with sample credits while you learn it.',
  'The Testing Lab shows how close real play comes to each game’s RTP.',
];

/** spec 02 §2 "Interactive Casino Tutorials": progress, the four tutorials and learning tips. */
export function TutorialHub({ open, onOpenChange, completed, onStart }: TutorialHubProps) {
  const done = TUTORIALS.filter((tutorial) => completed.has(tutorial.id)).length;
  const percent = Math.round((done / TUTORIALS.length) * 100);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Interactive Casino Tutorials</DialogTitle>
          <DialogDescription>
            Learn the rules and the odds of each game, two steps at a time.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-3 gap-2 text-center" aria-label="Your progress">
          {[
            ['Completed', String(done)],
            ['Remaining', String(TUTORIALS.length - done)],
            ['Progress', `${percent}%`],
          ].map(([label, value]) => (
            <div key={label} className="rounded-control border border-border bg-surface p-2">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <Progress value={percent} aria-label="Tutorials completed" />
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {TUTORIALS.map((tutorial) => (
            <li
              key={tutorial.id}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4"
            >
              <div className="flex items-center gap-2">
                <tutorial.icon aria-hidden className="size-5 text-cyan-300" />
                <h3 className="flex-1 font-medium text-foreground">{tutorial.title}</h3>
                {completed.has(tutorial.id) ? (
                  <Badge tone="success">
                    <CheckCircle2 aria-hidden className="size-3" />
                    Completed
                  </Badge>
                ) : null}
              </div>
              <p className="text-sm text-muted">{tutorial.description}</p>
              <ul className="flex flex-wrap gap-1" aria-label={`${tutorial.title} topics`}>
                {tutorial.topics.map((topic) => (
                  <li key={topic}>
                    <Badge tone="outline">{topic}</Badge>
                  </li>
                ))}
              </ul>
              <div className="flex items-center gap-2 text-xs text-muted">
                <Badge tone={tutorial.difficulty === 'Beginner' ? 'success' : 'primary'}>
                  {tutorial.difficulty}
                </Badge>
                <Clock aria-hidden className="size-3.5" />
                {tutorial.duration} min · {tutorial.steps.length} steps
              </div>
              <Button
                size="sm"
                variant={completed.has(tutorial.id) ? 'outline' : 'primary'}
                onClick={() => onStart(tutorial)}
                aria-label={`${completed.has(tutorial.id) ? 'Review' : 'Start'} ${tutorial.title}`}
              >
                {completed.has(tutorial.id) ? 'Review' : 'Start'}
              </Button>
            </li>
          ))}
        </ul>
        <section className="flex flex-col gap-1.5">
          <h3 className="text-sm font-medium text-foreground">Learning tips</h3>
          <ul className="list-disc pl-5 text-sm text-slate-300">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
