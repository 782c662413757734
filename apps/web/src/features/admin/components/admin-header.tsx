import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { LogOut, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { ADMIN_API } from '../api/admin-request';
import { useAdminLogout } from '../api/logout';
import { useAdminSession } from '../hooks/admin-session';
import { adminIdentity, initialsOf } from '../lib/admin-identity';
import { BusyButton } from '@/components/ui/busy-button';

function AdminIdentity() {
  const { admin } = useAdminSession();
  const { name, role } = adminIdentity(admin);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-sm font-semibold text-foreground"
      >
        {initialsOf(name)}
      </span>
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm font-medium text-foreground">{name}</p>
        <p className="truncate text-xs text-muted">{role}</p>
      </div>
    </div>
  );
}

/** Reads stay fresh until an action changes them (spec 01 §7); this asks the server again. */
function RefreshButton() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: [ADMIN_API] }) > 0;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh data"
          onClick={() => void queryClient.invalidateQueries({ queryKey: [ADMIN_API] })}
        >
          <RefreshCw aria-hidden className={cn(fetching && 'animate-spin')} />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Refresh data</TooltipContent>
    </Tooltip>
  );
}

/** spec 02 §2: the admin's name and role, and Logout (spec 02 §4). */
export function AdminHeader() {
  const { token, signOut } = useAdminSession();
  const logout = useAdminLogout(token, signOut);
  return (
    <PageHeader
      title="Admin Dashboard"
      description="Subscriptions, support tickets, system errors and platform analytics."
      actions={
        <div className="flex items-center gap-2 sm:gap-3">
          <AdminIdentity />
          <RefreshButton />
          <BusyButton
            variant="outline"
            icon={LogOut}
            busy={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </BusyButton>
        </div>
      }
    />
  );
}
