import { useSearchParams } from 'react-router';
import { AuthCard } from '@/web/components/layout/auth-card';
import { ResetPasswordForm } from '@/web/features/email';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You are logged out everywhere once it is set."
    >
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
