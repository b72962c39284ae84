import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

describe('/settings: your data', () => {
  const api = useTestApi();

  afterEach(() => vi.restoreAllMocks());

  async function openAs(username: string) {
    await logInAs(api.current(), username);
    const app = renderApp(paths.settings.href());
    // The whole app renders first, which a busy machine takes its time over.
    await screen.findByRole('heading', { name: 'Your data' }, { timeout: 10_000 });
    return app;
  }

  it('downloads the ZIP under the server’s file name, with the token', async () => {
    const saved: { name: string; size: number }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((made: Blob) => {
      blob = made;
      return 'blob:murmur-export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, size: blob?.size ?? 0 });
    });
    const app = await openAs('kenji.rides');
    await app.user.click(screen.getByRole('button', { name: 'Download your data' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^murmur-kenji\.rides-\d{4}-\d\d-\d\d\.zip$/);
    expect(saved[0]!.size).toBeGreaterThan(100);
    // The button comes back once the file is handed over.
    expect(await screen.findByRole('button', { name: 'Download your data' })).toBeEnabled();
  });

  it('imports a CSV and says what it did, naming the lines not found', async () => {
    const app = await openAs('amara_grows');
    const csv = 'Account address,Show boosts,Notify on new posts,Languages\n'.concat(
      'kenji.rides@localhost,true,false,\nmaya.clay,true,false,\nnobody@elsewhere.example\n',
    );
    await app.user.upload(
      screen.getByLabelText('CSV file'),
      new File([csv], 'following_accounts.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        'Followed 1 person; 1 already followed; 1 not found: nobody@elsewhere.example.',
        {},
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('says why a file is refused, and asks for a file before sending', async () => {
    const app = await openAs('amara_grows');
    await app.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file to import.');
    await app.user.selectOptions(screen.getByLabelText('List'), 'People to block');
    await app.user.upload(
      screen.getByLabelText('CSV file'),
      new File(['\n'], 'empty.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('This file holds no accounts to import.', {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'alert');
  });
});
