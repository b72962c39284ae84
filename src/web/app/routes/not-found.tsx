import { errorScreenMessages } from '@/contract/page-messages';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { ErrorScreen } from '../error-screen';

/** Any path the app does not know. */
export function Component() {
  return (
    <ErrorScreen
      title={errorScreenMessages.notFoundTitle}
      message={errorScreenMessages.unknownAddress}
      action={<Link to={paths.feed.href()}>Back to Murmur</Link>}
    />
  );
}
