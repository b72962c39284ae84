import type {
  ModerationActionKind,
  ReportReason,
  ReportTargetType,
  Role,
} from '@/contract/moderation';
import type { Page, PageQuery } from './pages';

export interface ReportRow {
  _id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  /** The account reported, or whose post or reply was: whose history the queue shows. */
  targetUserId: string;
  reason: ReportReason;
  comment: string;
  createdAt: string;
  /** Set when a moderator acts on the target; an open report has none. */
  resolvedAt: string | null;
}

/** One moderator's action, as the audit log keeps it. */
export interface ModerationActionRow {
  _id: string;
  kind: ModerationActionKind;
  moderatorId: string;
  /** The account acted on. */
  userId: string;
  targetType: ReportTargetType;
  targetId: string;
  note: string;
  /** A suspension's end (null for good); null for other actions. */
  until: string | null;
  /** A role change's new role; null for other actions. */
  role: Role | null;
  createdAt: string;
}

export interface InviteRow {
  code: string;
  creatorId: string;
  maxUses: number;
  uses: number;
  expiresAt: string;
  createdAt: string;
}

/** Reports, the audit log and invite codes. */
export interface ModerationPort {
  insertReport(row: ReportRow): Promise<void>;
  getReport(id: string): Promise<ReportRow | undefined>;
  /** The reporter's open report of this target, if any (one open report per reporter and target). */
  openReportBy(
    reporterId: string,
    targetType: ReportTargetType,
    targetId: string,
  ): Promise<ReportRow | undefined>;
  /** The first open report of each target with open reports, oldest first. */
  openTargets(query: PageQuery): Promise<Page<ReportRow>>;
  /** A target's open reports, oldest first, at most limit. */
  openReportsOf(
    targetType: ReportTargetType,
    targetId: string,
    limit: number,
  ): Promise<ReportRow[]>;
  countOpenReportsOf(targetType: ReportTargetType, targetId: string): Promise<number>;
  /** Closes the target's open reports; answers how many. */
  resolveReportsOf(targetType: ReportTargetType, targetId: string, at: string): Promise<number>;

  insertAction(row: ModerationActionRow): Promise<void>;
  /** The audit log, newest first. */
  actions(query: PageQuery): Promise<Page<ModerationActionRow>>;
  /** The newest actions on one account, newest first, at most limit. */
  actionsOn(userId: string, limit: number): Promise<ModerationActionRow[]>;

  insertInvite(row: InviteRow): Promise<void>;
  getInvite(code: string): Promise<InviteRow | undefined>;
  /** Counts one use; answers false (changing nothing) when none is left or it has expired. */
  useInvite(code: string, at: string): Promise<boolean>;
  deleteInvite(code: string): Promise<void>;
  /** One person's invite codes, newest first. */
  invitesBy(creatorId: string, query: PageQuery): Promise<Page<InviteRow>>;
}
