import { useState } from 'react';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoginForm } from './components/login-form';
import { LoginHint } from './components/login-hint';
import { readAdminToken } from './lib/admin-storage';

const TITLE = 'Admin Login';

/** /admin/login; a visitor who already holds a token goes straight to the dashboard. */
export function AdminLoginPage() {
  useDocumentTitle(TITLE);
  const [signedIn] = useState(() => readAdminToken() !== null);
  if (signedIn) return <Navigate to="/admin/dashboard" replace />;
  return (
    <div className="flex justify-center py-4 md:py-12">
      <div className="flex w-full max-w-md flex-col gap-4">
        <LoginForm />
        <LoginHint />
      </div>
    </div>
  );
}
