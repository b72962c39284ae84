import { errorCodes, roles, type Role } from '@/contract';
import { ApiError } from '@/backend/http/api-error';
import { changeRole } from '@/backend/moderation/roles';
import type { Store } from '@/backend/store/port';
import { formatTimestamp } from '@/backend/timestamps';
import { runJobCommand } from './job-commands';

export const adminUsage = [
  `Usage: npm run admin -- role <username> <${roles.join('|')}>`,
  '       npm run admin -- jobs failed',
  '       npm run admin -- jobs retry <job id>',
].join('\n');

/** What the operator's command did: a line to print, and whether it worked. */
export interface AdminOutcome {
  ok: boolean;
  message: string;
}

const isRole = (value: string | undefined): value is Role => roles.includes(value as Role);

/**
 * The operator's command over an open store: `role <username> <role>` sets a person's role (the
 * guest is never given one above user). The running server reads roles on every request, so the
 * change holds at once. `jobs failed` and `jobs retry <id>` look after the job queue
 * (job-commands.ts).
 */
export async function runAdminCommand(
  store: Store,
  args: readonly string[],
): Promise<AdminOutcome> {
  const [command, username, role] = args;
  if (command === 'jobs')
    return (await runJobCommand(store, args.slice(1))) ?? { ok: false, message: adminUsage };
  if (command !== 'role' || !username || !isRole(role) || args.length !== 3)
    return { ok: false, message: adminUsage };
  try {
    const user = await changeRole(
      {
        store,
        newId: () => crypto.randomUUID(),
        timestamp: () => formatTimestamp(new Date()),
        guestMayModerate: false,
      },
      'operator',
      username,
      role,
    );
    return { ok: true, message: `@${user.username} is now ${role}.` };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        ok: false,
        message:
          error.code === errorCodes.accountNotFound
            ? `No account is called ${username}.`
            : error.message,
      };
    throw error;
  }
}
