import { KeyRound } from 'lucide-react';
import { useLoginHint } from '../api/get-login-hint';

/**
 * The demo-credentials box (spec 02 §2), only while the account generated at first start is the
 * way in. It names the email; the password was printed once in the server log and never leaves it.
 */
export function LoginHint() {
  const { data } = useLoginHint();
  if (!data?.generatedCredentials) return null;
  return (
    <aside
      aria-label="Demo credentials"
      className="flex gap-3 rounded-card border border-cyan-500/30 bg-cyan-500/5 p-4 text-sm"
    >
      <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan-300" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-medium text-foreground">Demo credentials</p>
        {data.email ? (
          <p className="text-muted">
            Email: <span className="font-mono break-all text-foreground">{data.email}</span>
          </p>
        ) : null}
        <p className="text-muted">
          The password was printed once in the server log when Appforge first started. Set{' '}
          <code className="font-mono text-foreground">ADMIN_EMAIL</code> and{' '}
          <code className="font-mono text-foreground">ADMIN_PASSWORD</code> to use your own.
        </p>
      </div>
    </aside>
  );
}
