import { importLimits, type ImportReport, type ImportType } from '@/contract';
import type { ResolvedDeps } from '../deps';
import type { Notifier } from '../notifications/notifier';
import { notifyingWrite } from '../notifications/notifying-write';
import { addBlock } from '../safety/blocks';
import { blockedEitherWay } from '../safety/blocked';
import { isSuspendedAt, type StoreTx, type UserRow } from '../store/port';
import { addFollow } from '../users/follows';
import type { ListLine } from './import-csv';

/** Accounts written in one transaction: a long import never holds the database for long. */
const batchSize = 100;

type Outcome = 'done' | 'already' | 'notFound' | 'refused';

interface Step {
  tx: StoreTx;
  notifier: Notifier;
  now: string;
  me: UserRow;
  target: UserRow;
}

/** What importing one account of each list does, the checks of its endpoint included. */
const steps: Record<ImportType, (step: Step) => Promise<Outcome>> = {
  // Following honours a block either way, as the follow button does.
  following: async ({ tx, notifier, now, me, target }) => {
    if (await blockedEitherWay(tx, me._id, target._id)) return 'refused';
    if (await tx.follows.exists(me._id, target._id)) return 'already';
    await addFollow(tx, notifier, now, me, target);
    return 'done';
  },
  blocks: async ({ tx, notifier, now, me, target }) => {
    const rows = await tx.hides.between(me._id, target._id);
    if (rows.some((row) => row.kind === 'block')) return 'already';
    await addBlock(tx, notifier, now, me, target);
    return 'done';
  },
  // Until unmuted: a list carries no end.
  mutes: async ({ tx, now, me, target }) => {
    const rows = await tx.hides.between(me._id, target._id);
    if (rows.some((row) => row.kind === 'mute' && row.untilMs === null)) return 'already';
    await tx.hides.put({
      readerId: me._id,
      hiddenId: target._id,
      hiddenUsername: target.username,
      kind: 'mute',
      untilMs: null,
      createdAt: now,
    });
    return 'done';
  },
};

/** An account others cannot reach is not found: suspended, or a sign-up still waiting. */
const reachable = (user: UserRow | undefined, at: Date): user is UserRow =>
  !!user && user.approval === 'approved' && !isSuspendedAt(user, at);

/**
 * Follows, blocks or mutes the account of each line, a batch per transaction (each commits on
 * its own: a failure keeps the batches before it). A line twice counts once. Answers the report,
 * which names at most importLimits.listedMax lines of each kind skipped.
 */
export async function importList(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'events' | 'now'>,
  me: UserRow,
  type: ImportType,
  lines: readonly ListLine[],
): Promise<ImportReport> {
  const report: ImportReport = {
    type,
    done: 0,
    already: 0,
    notFound: { count: 0, lines: [] },
    refused: { count: 0, lines: [] },
  };
  const skip = (kind: 'notFound' | 'refused', text: string) => {
    report[kind].count += 1;
    if (report[kind].lines.length < importLimits.listedMax) report[kind].lines.push(text);
  };
  const seen = new Set<string>();
  const wanted: { text: string; username: string }[] = [];
  for (const { text, username } of lines) {
    if (username === undefined) skip('notFound', text);
    else if (!seen.has(username)) {
      seen.add(username);
      wanted.push({ text, username });
    }
  }
  for (let start = 0; start < wanted.length; start += batchSize) {
    const batch = wanted.slice(start, start + batchSize);
    // Counted from what the transaction answers: PostgreSQL may run it more than once.
    const outcomes = await notifyingWrite(deps, async (tx, notifier, now) => {
      const people = await tx.users.getManyByUsername(batch.map((line) => line.username));
      const byName = new Map(people.map((person) => [person.username, person]));
      const at = deps.now();
      const answered: Outcome[] = [];
      for (const { username } of batch) {
        const target = byName.get(username);
        if (!reachable(target, at)) answered.push('notFound');
        else if (target._id === me._id) answered.push('refused');
        else answered.push(await steps[type]({ tx, notifier, now, me, target }));
      }
      return answered;
    });
    outcomes.forEach((outcome, index) => {
      if (outcome === 'done' || outcome === 'already') report[outcome] += 1;
      else skip(outcome, batch[index]!.text);
    });
  }
  return report;
}
