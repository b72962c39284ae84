import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../../contract/messages';
import { useTestApi } from '../../../../test/api-server';
import { logInAs, renderApp } from '../../../../test/render-app';
import { paths } from '../../../config/paths';

describe('the request tester', () => {
  const api = useTestApi();

  it('sends the request to the real backend and shows the answer in the JSON viewer', async () => {
    const { user } = renderApp(paths.mock.href());
    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByText('Response is undefined.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(response).findByText('"Send a GET to /api/posts"')).toBeVisible();
    expect(within(response).getByText('200')).toBeVisible();
    expect(within(response).getByText('OK')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'History (1)' })).toBeVisible();
  });

  it('shows an error answer as fully as a success, and sends the session token on request', async () => {
    await logInAs(api.current(), 'guest');
    const { user } = renderApp(paths.mock.href());
    await user.selectOptions(await screen.findByLabelText('Method'), 'POST');
    const endpoint = screen.getByPlaceholderText('Enter your endpoint');
    await user.clear(endpoint);
    await user.type(endpoint, '/api/posts');
    const response = screen.getByRole('region', { name: 'Response' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(response).findByText(`"${serverMessages.invalidToken}"`)).toBeVisible();
    expect(within(response).getByText('Unauthorized')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use my session token' }));
    expect(screen.getByLabelText('Header 2 name')).toHaveValue('authorization');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Past the token, the body {} has no post in it: the server says so with 422.
    expect(await within(response).findByText('Unprocessable Content')).toBeVisible();
  });

  it('refuses a body that is not JSON and keeps the text', async () => {
    const { user } = renderApp(paths.mock.href());
    const body = await screen.findByLabelText('Body JSON');
    await user.clear(body);
    await user.paste('{"a" 1}');
    expect(screen.getByText('Error in JSON format')).toBeVisible();
    expect(screen.getByText(/at line 1, column 6/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(body).toHaveValue('{"a" 1}');

    await user.clear(body);
    await user.paste('{"a": 1}');
    expect(screen.queryByText('Error in JSON format')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
