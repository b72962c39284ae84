import { AuthCard } from '@/web/components/layout/auth-card';
import { SignupForm } from '@/web/features/auth';

export function Component() {
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Murmur: short posts, pictures and the people you follow."
    >
      <SignupForm />
    </AuthCard>
  );
}
