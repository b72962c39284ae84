import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostMedia } from '@/contract/post-media';
import { sensitiveMediaSetting } from '@/web/lib/sensitive-media';
import { publicUser } from '@/web/testing/public-user';
import { samplePost } from '@/web/testing/sample-post';
import { leadPictureOf } from '../lib/lead-picture';
import { ContentWarning } from './content-warning';
import { DescribedMedia } from './described-media';

/** A picture as the server describes an upload: measured, hashed, with its three variants. */
const picture = (name: string, alt = ''): PostMedia => ({
  url: `/media/${name}.webp`,
  type: 'image',
  width: 2048,
  height: 1365,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  poster: null,
  alt,
  variants: [320, 640, 1280].map((width) => ({
    url: `/media/${name}-${width}.webp`,
    width,
    height: Math.round((width * 1365) / 2048),
  })),
});
const three = [picture('a', 'A red door'), picture('b', 'A blue gate'), picture('c')];

const renderMedia = (props: Partial<React.ComponentProps<typeof DescribedMedia>> = {}) =>
  render(
    <DescribedMedia
      media={three}
      sensitive={false}
      fallbackAlt="Attached by Ada Lovelace"
      eagerCount={0}
      {...props}
    />,
  );

beforeEach(() => {
  // jsdom draws nothing: a canvas that keeps what it is given, to show where the BlurHash goes.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        createImageData: (width: number, height: number) => ({
          data: new Uint8ClampedArray(width * height * 4),
        }),
        putImageData: () => undefined,
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
});
afterEach(() => {
  vi.restoreAllMocks();
  sensitiveMediaSetting.write(false);
});

describe("a post's pictures", () => {
  it('show as a grid of their count, each with srcset, sizes, its size and its BlurHash', () => {
    const { container } = renderMedia();
    expect(container.querySelector('[data-count="3"]')).not.toBeNull();
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'A red door',
      'A blue gate',
      'Attached by Ada Lovelace',
    ]);
    const [first] = images;
    expect(first).toHaveAttribute(
      'srcset',
      '/media/a-320.webp 320w, /media/a-640.webp 640w, /media/a-1280.webp 1280w, /media/a.webp 2048w',
    );
    // Half the media column: a 390 px phone at twice its density wants 2 × 151 px, the 320 one.
    expect(first).toHaveAttribute('sizes', '(max-width: 699.98px) calc(50vw - 44px), 258px');
    expect(first).toHaveAttribute('width', '2048');
    expect(first).toHaveAttribute('height', '1365');
    expect(first!.parentElement!.parentElement).toHaveStyle({
      backgroundImage: 'url(data:image/png;base64,AAAA)',
    });
  });

  it('give one picture the whole column in its own shape before it loads', () => {
    renderMedia({ media: [picture('solo')] });
    const image = screen.getByRole('img');
    // The whole column: a 390 px phone at twice its density wants 2 × 306 px, the 640 one.
    expect(image).toHaveAttribute('sizes', '(max-width: 699.98px) calc(100vw - 84px), 516px');
    expect(image.parentElement!.parentElement).toHaveStyle({ aspectRatio: '2048 / 1365' });
  });

  it('load the first screen’s largest picture at once, and the rest lazily', () => {
    const author = publicUser('ada');
    const posts = [
      samplePost('1', author),
      samplePost('2', author, { media: three }),
      samplePost('3', author, { media: [picture('y')] }),
      samplePost('4', author, { media: three }),
    ];
    // Post 3's one picture is larger than post 2's first box.
    expect(leadPictureOf(posts)).toBe('3');
    renderMedia({ eagerCount: 0 });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
    cleanup();
    renderMedia({ eagerCount: 1 });
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('keep the first post’s first picture when no box of the next post is larger', () => {
    const author = publicUser('ada');
    const single = samplePost('1', author, { media: [picture('x')] });
    expect(leadPictureOf([single, samplePost('2', author, { media: three })])).toBe('1');
    expect(leadPictureOf([single, { ...single, _id: '2' }])).toBe('1');
    expect(leadPictureOf([samplePost('3', author)])).toBeUndefined();
  });

  it('stay blurred behind the sensitive cover until clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderMedia({ sensitive: true });
    const grid = container.querySelector('[data-count]')!;
    expect(grid).toHaveAttribute('data-hidden');
    // Out of the keyboard's way while covered.
    expect(grid).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Sensitive content — click to show' }));
    expect(grid).not.toHaveAttribute('data-hidden');
    expect(screen.queryByRole('button', { name: /Sensitive content/ })).toBeNull();
  });

  it('show at once with the reader\'s "Always show sensitive media" setting', () => {
    sensitiveMediaSetting.write(true);
    const { container } = renderMedia({ sensitive: true });
    expect(container.querySelector('[data-hidden]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sensitive content/ })).toBeNull();
  });

  it('open full screen at the largest file, go through with the arrow keys, and close on Escape', async () => {
    const user = userEvent.setup();
    renderMedia();
    const opener = screen.getByRole('button', { name: 'A blue gate' });
    await user.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Picture viewer' });
    expect(within(viewer).getByText('2 of 3')).toBeVisible();
    expect(within(viewer).getByRole('img', { name: 'A blue gate' })).toHaveAttribute(
      'src',
      '/media/b.webp',
    );
    expect(viewer).toHaveAccessibleDescription('A blue gate');
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 of 3')).toBeVisible();
    expect(within(viewer).getByRole('img', { name: 'Attached by Ada Lovelace' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 of 3')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 of 3')).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Previous picture' }));
    expect(within(viewer).getByText('2 of 3')).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Next picture' }));
    expect(within(viewer).getByText('3 of 3')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('a content warning', () => {
  it('stands in for the text and media until Show, which becomes Hide', async () => {
    const user = userEvent.setup();
    render(
      <ContentWarning warning="Spiders">
        <p>A very large spider</p>
      </ContentWarning>,
    );
    expect(screen.getByText('Spiders')).toBeVisible();
    expect(screen.queryByText('A very large spider')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText('A very large spider')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide');
    await user.click(toggle);
    expect(screen.queryByText('A very large spider')).toBeNull();
  });
});
