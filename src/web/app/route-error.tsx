import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '../components/button';
import { isChunkLoadError } from '../lib/chunk-error';
import { reloadPage } from '../lib/reload-page';
import { ErrorScreen } from './error-screen';
import { paths } from '../config/paths';
import styles from './route-error.module.css';

/**
 * Every route's error element. A script that failed to load (a new release, a dropped connection)
 * offers a reload; anything else is the spec's "Unexpected Application Error!" with a way back.
 * `standalone` when nothing around it gives the page its main landmark.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const screen = isChunkLoadError(error) ? (
    <ErrorScreen
      title="This page could not load"
      message="Part of Murmur did not arrive, perhaps because the connection dropped or a new version came out. Reloading usually fixes it."
      action={<Button onClick={reloadPage}>Reload</Button>}
    />
  ) : isRouteErrorResponse(error) && error.status === 404 ? (
    <ErrorScreen
      title="Page not found"
      message="There is nothing at this address."
      action={<Link to={paths.feed.href()}>Back to Murmur</Link>}
    />
  ) : (
    <ErrorScreen
      title="Unexpected Application Error!"
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
