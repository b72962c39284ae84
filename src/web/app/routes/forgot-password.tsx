import { AuthCard } from '@/web/components/layout/auth-card';
import { ForgotPasswordForm } from '@/web/features/email';

export function Component() {
  return (
    <AuthCard
      title="Forgot password"
      subtitle="Tell us your email address or username, and we mail you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
