import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { AuthorizationRequest } from '@/contract/oauth';
import { AuthCard } from '@/web/components/layout/auth-card';
import { paths } from '@/web/config/paths';
import { ConsentScreen } from '@/web/features/oauth';
import { useSession } from '@/web/lib/session';

const requestFields = [
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** The authorization request of the address, as the app wrote it (the server checks it). */
function requestOf(params: URLSearchParams): AuthorizationRequest {
  const request: AuthorizationRequest = {
    client_id: params.get('client_id') ?? '',
    redirect_uri: params.get('redirect_uri') ?? '',
  };
  for (const field of requestFields) {
    const value = params.get(field);
    if (value !== null) request[field] = value;
  }
  return request;
}

/**
 * /oauth/authorize: where an app sends a person to ask for their account (docs/api.md, OAuth).
 * Without a session the person logs in first and comes back to the same request.
 */
export function Component() {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  if (!session)
    return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  return (
    <AuthCard title="Authorize an app" subtitle="An app asks to use your Murmur account.">
      <ConsentScreen request={requestOf(params)} />
    </AuthCard>
  );
}
