import { errorScreenMessages } from '@/contract/page-messages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { isChunkLoadError } from '../lib/chunk-error';
import { reloadPage } from '../lib/reload-page';
import { ErrorScreen } from './error-screen';
import { paths } from '../config/paths';
import styles from './route-error.module.css';

/**
 * Every route's error element. A script that failed to load (a new release, a dropped connection)
 * offers a reload; anything else is "Unexpected Application Error!" with a way back
 * (docs/product.md, errors). `standalone` when nothing around it gives the page its main landmark.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const screen = isChunkLoadError(error) ? (
    <ErrorScreen
      title={errorScreenMessages.notLoadedTitle}
      message={errorScreenMessages.notLoaded}
      action={<Button onClick={reloadPage}>Reload</Button>}
    />
  ) : isRouteErrorResponse(error) && error.status === 404 ? (
    <ErrorScreen
      title={errorScreenMessages.notFoundTitle}
      message={errorScreenMessages.notFound}
      action={<Link to={paths.feed.href()}>Back to Murmur</Link>}
    />
  ) : (
    <ErrorScreen
      title={errorScreenMessages.unexpectedTitle}
      message={error instanceof Error ? error.message : undefined}
      action={
        <>
          <Link to={paths.feed.href()} reloadDocument>
            Back to Murmur
          </Link>
          <Button variant="secondary" onClick={reloadPage}>
            Try again
          </Button>
        </>
      }
    />
  );
  return standalone ? (
    <main id="main" className={styles.standalone}>
      {screen}
    </main>
  ) : (
    screen
  );
}
