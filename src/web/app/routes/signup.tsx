import { AuthCard } from '../../components/layout/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

/** /signup */
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
