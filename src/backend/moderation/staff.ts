import { guestCredentials, isStaffRole, type Role } from '@/contract';
import { badRequest, forbidden } from '../http/api-error';
import type { UserRow } from '../store/port';

/** Refuses anyone but moderators and admins (403 on every moderation path). */
export function requireStaff(user: UserRow): void {
  if (!isStaffRole(user.role)) throw forbidden('notStaff');
}

export function requireAdmin(user: UserRow): void {
  requireStaff(user);
  if (user.role !== 'admin') throw forbidden('notAdmin');
}

/**
 * A moderator may act on people; only an admin on a moderator or an admin, and nobody on their
 * own account.
 */
export function refuseUntouchable(actor: UserRow, target: UserRow): void {
  if (actor._id === target._id) throw badRequest('cannotModerateSelf');
  if (isStaffRole(target.role) && actor.role !== 'admin') throw forbidden('cannotModerateStaff');
}

/**
 * The guest's password is published: on a shared server it never holds a role above user. The
 * in-page demo, where each visitor has a world of their own, may allow it.
 */
export function refuseGuestRole(username: string, role: Role, guestMayModerate: boolean): void {
  if (username === guestCredentials.username && role !== 'user' && !guestMayModerate)
    throw forbidden('guestRoleRefused');
}
