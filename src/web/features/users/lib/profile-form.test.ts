import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '@/contract/http-url';
import { checkProfile, presetAvatars, websiteAsSaved } from './profile-form';

const valid = {
  firstName: 'Maya',
  lastName: 'Lindqvist',
  avatarUrl: '',
  bio: 'Bowls and mugs',
  website: '',
};

describe('the Edit Profile checks', () => {
  it('has the 6 preset avatars of public/avatars', () => {
    expect(presetAvatars).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/avatars/avatar-${n}.svg`));
  });

  it('takes http and https websites only', () => {
    expect(isHttpUrl('https://maya.studio')).toBe(true);
    expect(isHttpUrl('http://localhost:3000/x')).toBe(true);
    expect(isHttpUrl('https://maya.studio/a b')).toBe(true);
    for (const bad of [
      'maya.studio',
      'ftp://maya.studio',
      'javascript:alert(1)',
      '',
      // Chromium's URL parser takes it (host exa%20mple.com); the server's (Node's) does not.
      'https://exa mple.com',
    ])
      expect(isHttpUrl(bad)).toBe(false);
  });

  it('saves a bare address with https:// and leaves anything else as typed', () => {
    expect(websiteAsSaved(' maya.studio ')).toBe('https://maya.studio');
    expect(websiteAsSaved('maya.studio/shop?x=1')).toBe('https://maya.studio/shop?x=1');
    expect(websiteAsSaved('http://maya.studio')).toBe('http://maya.studio');
    expect(websiteAsSaved('')).toBe('');
    // A scheme, a host without a dot or a blank in the host: left for the check to refuse.
    for (const kept of ['ftp://maya.studio', 'javascript:alert(1)', 'maya', 'exa mple.com'])
      expect(websiteAsSaved(kept)).toBe(kept);
    expect(checkProfile({ ...valid, website: websiteAsSaved('maya') }).website).toBeDefined();
  });

  it('finds nothing wrong with a valid profile or an empty website', () => {
    expect(checkProfile(valid)).toEqual({});
    expect(checkProfile({ ...valid, website: ' https://maya.studio ' })).toEqual({});
  });

  it('names each field the server would refuse, as the form labels it', () => {
    expect(
      checkProfile({
        ...valid,
        firstName: '  ',
        lastName: 'x'.repeat(51),
        bio: 'b'.repeat(161),
        website: 'maya.studio',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 50 characters',
      bio: 'Bio must be at most 160 characters',
      website: 'Website must be an http or https URL, such as https://example.com',
    });
    expect(checkProfile({ ...valid, bio: 'b'.repeat(160) })).toEqual({});
  });

  it('counts characters as the server does: an emoji is one', () => {
    expect(checkProfile({ ...valid, bio: '🌻'.repeat(160), firstName: '🌻'.repeat(50) })).toEqual(
      {},
    );
    expect(checkProfile({ ...valid, bio: '🌻'.repeat(161) })).toEqual({
      bio: 'Bio must be at most 160 characters',
    });
  });
});
