import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { ErrorScreen } from '../error-screen';

/** Any path the app does not know. */
export function Component() {
  return (
    <ErrorScreen
      title="Page not found"
      message="There is nothing at this address. It may have moved, or the link may be mistyped."
      action={<Link to={paths.feed.href()}>Back to Murmur</Link>}
    />
  );
}
