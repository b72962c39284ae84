import type { Store } from '@/backend/store/port';
import type { Metrics } from './metrics';

/** The gauges read from the app and its store at each scrape. */
export function watchApp(metrics: Metrics, api: { streamsOpen: () => number }, store: Store) {
  metrics.gaugeOf(
    'murmur_event_streams_open',
    'Live event streams this process holds open',
    api.streamsOpen,
  );
  // The outbox is the database's, so every process reports the same depth.
  metrics.gaugeOf('murmur_mail_queue_depth', 'Mails in the outbox neither sent nor given up', () =>
    store.mail.countUnsent(),
  );
}
