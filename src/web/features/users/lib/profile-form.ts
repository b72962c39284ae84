import { isHttpUrl } from '@/contract/http-url';
import { limits } from '@/contract/limits';
import type { ProfileChanges } from '../api/use-edit-profile';

/** The 6 preset avatars shipped in public/avatars; the seed gives them to the sample people. */
export const presetAvatars = Array.from(
  { length: 6 },
  (_, i) => `/avatars/avatar-${i + 1}.svg`,
) as readonly string[];

export type ProfileErrors = Partial<Record<keyof ProfileChanges, string>>;

/** What the server would refuse, checked before anything is sent, named as the form names it. */
export function checkProfile(changes: ProfileChanges): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!changes.firstName.trim()) errors.firstName = 'First name is required';
  else if (changes.firstName.trim().length > limits.nameMax)
    errors.firstName = `First name must be at most ${limits.nameMax} characters`;
  if (!changes.lastName.trim()) errors.lastName = 'Last name is required';
  else if (changes.lastName.trim().length > limits.nameMax)
    errors.lastName = `Last name must be at most ${limits.nameMax} characters`;
  if (changes.bio.length > limits.bioMax)
    errors.bio = `Bio must be at most ${limits.bioMax} characters`;
  const website = changes.website.trim();
  if (website.length > limits.websiteMax)
    errors.website = `Website must be at most ${limits.websiteMax} characters`;
  else if (website && !isHttpUrl(website))
    errors.website = 'Website must be an http or https URL, such as https://example.com';
  return errors;
}
