/**
 * The PostgreSQL advisory lock that keeps a kept home timeline's build (home-timeline-build.ts)
 * apart from the writes that fan posts out or drop timelines, which run at READ COMMITTED
 * (Store.lockingTransaction): each such write holds the lock's shared side for its whole
 * transaction, and a build takes it alone while it registers its timeline. So a post or follow
 * either committed before the build reads the feed (the build sees it), or starts after the
 * timeline's row is there (its trigger fans the post in, or drops the timeline).
 */
export const timelineBuildLock = 727_001;
