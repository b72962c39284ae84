import { AuthCard } from '../../components/layout/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

/** /login */
export function Component() {
  return (
    <AuthCard title="Log in" subtitle="Welcome back. Log in to see what your people are saying.">
      <LoginForm />
    </AuthCard>
  );
}
