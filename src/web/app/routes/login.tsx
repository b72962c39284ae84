import { AuthCard } from '@/web/components/layout/auth-card';
import { LoginForm } from '@/web/features/auth';

export function Component() {
  return (
    <AuthCard title="Log in" subtitle="Welcome back. Log in to see what your people are saying.">
      <LoginForm />
    </AuthCard>
  );
}
