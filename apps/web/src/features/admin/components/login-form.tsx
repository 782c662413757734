import { AlertCircle, LogIn, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAdminLogin } from '../api/login';
import { loginErrorMessage } from '../lib/admin-errors';
import { BusyButton } from '@/components/ui/busy-button';
import { PasswordField } from './password-field';

/** spec 02 §2 "Admin login", §5 (both fields required, email-type), §8 (the banner's texts). */
export function LoginForm() {
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailId = useId();
  const passwordId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-card bg-gradient-to-br from-cyan-500 to-emerald-500 text-slate-950">
          <ShieldCheck aria-hidden className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold text-foreground">Admin Login</h1>
          <p className="mt-1 text-sm text-muted">
            Sign in to manage subscriptions, support tickets and system health.
          </p>
        </div>
      </div>

      {login.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2.5 text-sm text-red-200"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-400" />
          <span>{loginErrorMessage(login.error)}</span>
        </div>
      ) : null}

      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={emailId} className="text-sm font-medium text-foreground">
            Email
          </label>
          <Input
            id={emailId}
            type="email"
            autoComplete="username"
            required
            placeholder="admin@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={passwordId} className="text-sm font-medium text-foreground">
            Password
          </label>
          <PasswordField
            id={passwordId}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <BusyButton
          type="submit"
          size="lg"
          className="mt-2 w-full"
          icon={LogIn}
          busy={login.isPending}
          busyLabel="Signing In..."
        >
          Sign In
        </BusyButton>
      </form>
    </Card>
  );
}
