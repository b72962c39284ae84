import { isHttpUrl } from '../../../contract/http-url';
import { limits } from '../../../contract/limits';
import type { ProfileChanges } from './api/use-edit-profile';

/** The 6 preset avatars shipped in public/avatars; the seed gives them to the sample people. */
export const presetAvatars = Array.from(
  { length: 6 },
  (_, i) => `/avatars/avatar-${i + 1}.svg`,
) as readonly string[];

export type ProfileErrors = Partial<Record<keyof ProfileChanges, string>>;

/** What the server would refuse, in its words, checked before anything is sent. */
export function checkProfile(changes: ProfileChanges): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!changes.firstName.trim()) errors.firstName = 'firstName is required';
  else if (changes.firstName.trim().length > limits.nameMax)
    errors.firstName = `firstName must be at most ${limits.nameMax} characters`;
  if (!changes.lastName.trim()) errors.lastName = 'lastName is required';
  else if (changes.lastName.trim().length > limits.nameMax)
    errors.lastName = `lastName must be at most ${limits.nameMax} characters`;
  if (changes.bio.length > limits.bioMax)
    errors.bio = `bio must be at most ${limits.bioMax} characters`;
  const website = changes.website.trim();
  if (website.length > limits.websiteMax)
    errors.website = `website must be at most ${limits.websiteMax} characters`;
  else if (website && !isHttpUrl(website)) errors.website = 'website must be an http or https URL';
  return errors;
}
