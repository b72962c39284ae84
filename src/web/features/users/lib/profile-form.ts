import { clientMessages, fieldTooLongMessage } from '@/contract/client-messages';
import { isHttpUrl } from '@/contract/http-url';
import { limits, textLength } from '@/contract/limits';
import type { ProfileChanges } from '../api/use-edit-profile';

/** The 6 preset avatars shipped in public/avatars; the seed gives them to the sample people. */
export const presetAvatars = Array.from(
  { length: 6 },
  (_, i) => `/avatars/avatar-${i + 1}.svg`,
) as readonly string[];

export type ProfileErrors = Partial<Record<keyof ProfileChanges, string>>;

/** A scheme before the address ("https:", "ftp:", "mailto:"): the text is taken as typed. */
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The website as it is saved: trimmed, and with https:// in front when it was typed as a bare
 * address with a dotted host ("maya.studio/shop"), as people write them. Anything else is left
 * as typed for checkProfile to judge.
 */
export function websiteAsSaved(text: string): string {
  const website = text.trim();
  if (!website || hasScheme.test(website)) return website;
  const secure = `https://${website}`;
  return isHttpUrl(secure) && new URL(secure).hostname.includes('.') ? secure : website;
}

/** What the server would refuse, checked before anything is sent, named as the form names it. */
export function checkProfile(changes: ProfileChanges): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!changes.firstName.trim()) errors.firstName = clientMessages.firstNameRequired;
  else if (textLength(changes.firstName.trim()) > limits.nameMax)
    errors.firstName = fieldTooLongMessage('First name', limits.nameMax);
  if (!changes.lastName.trim()) errors.lastName = clientMessages.lastNameRequired;
  else if (textLength(changes.lastName.trim()) > limits.nameMax)
    errors.lastName = fieldTooLongMessage('Last name', limits.nameMax);
  if (textLength(changes.bio) > limits.bioMax)
    errors.bio = fieldTooLongMessage('Bio', limits.bioMax);
  const website = changes.website.trim();
  if (textLength(website) > limits.websiteMax)
    errors.website = fieldTooLongMessage('Website', limits.websiteMax);
  else if (website && !isHttpUrl(website)) errors.website = clientMessages.websiteNotHttp;
  return errors;
}
