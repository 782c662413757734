import {
  SESSION_XP_MINUTES_CAP,
  XP_RULES,
  type Profile,
} from '@appforge/shared/contracts/productivity';
import { CircleCheck, Play, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describeFailure } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { useEndSession } from '../api/end-session';
import { useStartSession } from '../api/start-session';
import { formatElapsed } from '../lib/productivity-format';
import { FailureAlert } from './failure-alert';
import { SessionTimer } from './session-timer';

interface EndedSession {
  durationMs: number;
  experienceGained: number;
}

const RULE = `Each minute of a session earns ${XP_RULES.sessionMinute} XP, up to ${SESSION_XP_MINUTES_CAP} a session.`;

/** Start and End for your own profile; a refusal (409) is said with the server's reason. */
function SessionControls({ activeSession }: { activeSession: Profile['activeSession'] }) {
  const start = useStartSession();
  const end = useEndSession();
  const [ended, setEnded] = useState<EndedSession | null>(null);
  const failure = start.error ?? end.error;

  const onStart = () => {
    end.reset();
    setEnded(null);
    start.mutate();
  };
  const onEnd = () => {
    start.reset();
    end.mutate(undefined, {
      onSuccess: ({ session, experienceGained }) =>
        setEnded({ durationMs: session.durationMs, experienceGained }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {activeSession ? (
          <SessionTimer startedAt={activeSession.startedAt} />
        ) : (
          <p className="text-sm text-muted">No session running. {RULE}</p>
        )}
        {activeSession ? (
          <BusyButton
            variant="outline"
            icon={Square}
            busy={end.isPending}
            busyLabel="Ending..."
            onClick={onEnd}
          >
            End Session
          </BusyButton>
        ) : (
          <BusyButton icon={Play} busy={start.isPending} busyLabel="Starting..." onClick={onStart}>
            Start Session
          </BusyButton>
        )}
      </div>
      {ended ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-control border border-emerald-500/40 bg-emerald-500/10 px-3 py-2.5 text-sm text-emerald-200"
        >
          <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-400" />
          <span>
            Session ended after {formatElapsed(ended.durationMs)}: +
            {formatNumber(ended.experienceGained)} XP earned.
          </span>
        </p>
      ) : null}
      {failure ? (
        <FailureAlert
          title={start.error ? "Couldn't start the session" : "Couldn't end the session"}
          message={describeFailure(failure)}
        />
      ) : null}
    </div>
  );
}

/** spec 02 §2 and §4 "Coding session": idle ⇄ active on a successful start or end call. */
export function CodingSessionCard({ profile }: { profile: Profile }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>Coding session</CardTitle>
          <CardDescription>Time a focused stretch of work on your apps.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.readOnly ? (
            <p className="text-sm text-muted">
              The demo profile is read-only: switch to You to start a coding session. {RULE}
            </p>
          ) : (
            <SessionControls activeSession={profile.activeSession} />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
