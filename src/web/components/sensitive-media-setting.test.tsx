import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storage, storageKeys } from '@/web/lib/storage';
import { sensitiveMediaSetting, useShowSensitiveMedia } from '@/web/lib/sensitive-media';
import { SensitiveMediaSetting } from './sensitive-media-setting';

/** What a card reads of the setting. */
function Reader() {
  return <p>{useShowSensitiveMedia() ? 'shown' : 'blurred'}</p>;
}

afterEach(() => sensitiveMediaSetting.write(false));

describe('"Always show sensitive media"', () => {
  it('is kept in this browser and reaches every card at once', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SensitiveMediaSetting />
        <Reader />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Always show sensitive media' });
    expect(box).not.toBeChecked();
    expect(screen.getByText('blurred')).toBeVisible();
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText('shown')).toBeVisible();
    expect(storage.read(storageKeys.showSensitiveMedia)).toBe('always');
    await user.click(box);
    expect(storage.read(storageKeys.showSensitiveMedia)).toBeNull();
  });
});
