import { useSearchParams } from 'react-router';
import { AuthCard } from '@/web/components/layout/auth-card';
import { VerifyEmail } from '@/web/features/email';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Confirm your email"
      subtitle="The link in the mail we sent confirms your address."
    >
      <VerifyEmail token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
