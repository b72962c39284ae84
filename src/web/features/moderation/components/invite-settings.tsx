import { useState, type FormEvent } from 'react';
import type { Invite } from '@/contract';
import { Button } from '@/web/components/button';
import styles from '@/web/components/settings.module.css';
import { formatFullDate } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { useInviteChange, useInvites } from '../api/moderation-api';

const useCounts = [1, 5, 10, 25, 100] as const;
const lifetimes = [
  { label: '1 day', seconds: 86_400 },
  { label: '7 days', seconds: 604_800 },
  { label: '30 days', seconds: 2_592_000 },
] as const;

/** The sign-up page with the code filled in: what an invited person opens. */
export const inviteLink = (code: string) =>
  `${window.location.origin}/signup?invite=${encodeURIComponent(code)}`;

async function copyLink(code: string) {
  try {
    await navigator.clipboard.writeText(inviteLink(code));
    notify.success('Invite link copied');
  } catch {
    notify.error('Could not copy the link: select it and copy it by hand.');
  }
}

/** /settings/invites: make invite codes with a number of uses and a lifetime, share, withdraw. */
export function InviteSettings() {
  const invites = useInvites();
  const { create, withdraw } = useInviteChange();
  const [uses, setUses] = useState<number>(1);
  const [lifetime, setLifetime] = useState(1);
  // Whether a code has expired, as of when the page opened.
  const [openedAt] = useState(() => Date.now());
  const list = invites.data?.pages.flatMap((page) => page.invites) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ maxUses: uses, expiresInSeconds: lifetimes[lifetime]!.seconds });
  };

  return (
    <section className={styles.section} aria-labelledby="invites-heading">
      <h2 id="invites-heading" className={styles.heading}>
        Invite codes
      </h2>
      <p className={styles.note}>
        This server takes new people by invitation. Each code signs up as many people as its uses,
        until it expires; share its link, or withdraw it.
      </p>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.select}>
          <span>Uses</span>
          <select value={uses} onChange={(event) => setUses(Number(event.target.value))}>
            {useCounts.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? '1 person' : `${count} people`}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>Expires after</span>
          <select value={lifetime} onChange={(event) => setLifetime(Number(event.target.value))}>
            {lifetimes.map((choice, index) => (
              <option key={choice.label} value={index}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={create.isPending}>
          Make a code
        </Button>
      </form>
      {invites.isPending && <p role="status">Loading invite codes…</p>}
      {invites.isSuccess && list.length === 0 && (
        <p className={styles.note}>You have no invite codes.</p>
      )}
      <ul className={styles.rows} aria-label="Your invite codes">
        {list.map((invite) => (
          <InviteRow
            key={invite.code}
            invite={invite}
            openedAt={openedAt}
            withdrawing={withdraw.isPending}
            onWithdraw={() => withdraw.mutate(invite.code)}
          />
        ))}
      </ul>
      {invites.hasNextPage && (
        <Button
          variant="secondary"
          disabled={invites.isFetchingNextPage}
          onClick={() => void invites.fetchNextPage()}
        >
          More codes
        </Button>
      )}
    </section>
  );
}

interface InviteRowProps {
  invite: Invite;
  openedAt: number;
  withdrawing: boolean;
  onWithdraw: () => void;
}

function InviteRow({ invite, openedAt, withdrawing, onWithdraw }: InviteRowProps) {
  const spent = invite.uses >= invite.maxUses;
  const expired = Date.parse(invite.expiresAt) <= openedAt;
  return (
    <li className={styles.row}>
      <span>
        <strong>
          <code>{invite.code}</code>
        </strong>
        <span className={styles.until}>
          {` ${invite.uses} of ${invite.maxUses} used · `}
          {expired ? 'expired' : `until ${formatFullDate(invite.expiresAt)}`}
        </span>
      </span>
      <span className={styles.actions}>
        {!spent && !expired && (
          <Button variant="secondary" onClick={() => void copyLink(invite.code)}>
            Copy link
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={withdrawing}
          aria-label={`Withdraw ${invite.code}`}
          onClick={onWithdraw}
        >
          Withdraw
        </Button>
      </span>
    </li>
  );
}
