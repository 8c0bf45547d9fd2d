import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en, json, renderApp } from '../layout/testing';
import { testRoutes } from '../routes/testRoutes';

afterEach(cleanup);

type Handler = (
  url: string,
  body: Record<string, unknown> | undefined,
  init: RequestInit,
) => Response | Promise<Response>;

/** Renders the app at `path` and waits until the (lazily loaded) page is there. */
async function setup(path: string, handler: Handler, signedIn = false) {
  const calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
  const app = renderApp({
    routes: testRoutes({ isAuthenticated: signedIn }),
    path,
    profile: signedIn
      ? { isAuthenticated: true, canChangePassword: true, canLogOff: true, fullName: 'Ana' }
      : {},
    fetch: (url, init) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url, body });
      if (url.startsWith('/api/v1/account/options')) return json({ formsEnabled: true, oidcProviders: [] });
      return handler(url, body, init);
    },
  });
  await waitFor(() => expect(document.querySelector('.insulcalc-shell-loading')).toBeNull());
  return { ...app, calls };
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Account/ForgotPassword', () => {
  it('requires the username, sends it and links to the code page', async () => {
    const { calls } = await setup('/platform/Account/ForgotPassword', () =>
      json({ userMessages: [{ message: 'Code sent (server text).', level: 'info' }] }),
    );
    expect(screen.getByRole('heading', { level: 1, name: en('ForgotPassword_Title') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en('ForgotPassword_Submit') }));
    expect(screen.getByText(en('validation_required'))).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('forgot'))).toHaveLength(0);
    change(en('ForgotPassword_Username'), ' ana ');
    fireEvent.click(screen.getByRole('button', { name: en('ForgotPassword_Submit') }));
    expect((await screen.findByRole('status')).textContent).toBe('Code sent (server text).');
    expect(calls.find((c) => c.url === '/api/v1/account/forgot-password')?.body).toEqual({ username: 'ana' });
    expect(screen.getByRole('link', { name: en('ForgotPassword_EnterCode') }).getAttribute('href')).toBe(
      '/platform/Account/VerifyCode?username=ana',
    );
  });
});

describe('Account/VerifyCode', () => {
  it('verifies the code, then sets the new password with the reset token', async () => {
    const { calls } = await setup('/platform/Account/VerifyCode?username=ana', (url) => {
      if (url.includes('verify-code')) return json({ resetToken: 'rt-1' });
      if (url.includes('reset-password'))
        return json({ userMessages: [{ message: 'Reset done.', level: 'info' }] });
      return new Response('', { status: 404 });
    });
    expect((screen.getByLabelText(en('LogOn_Username')) as HTMLInputElement).value).toBe('ana');
    change(en('VerifyCode_Code'), '1234 5678');
    fireEvent.click(screen.getByRole('button', { name: en('VerifyCode_Submit') }));
    await screen.findByLabelText(en('ChangePassword_NewPassword'));
    expect(calls.find((c) => c.url.includes('verify-code'))?.body).toEqual({
      username: 'ana',
      code: '1234 5678',
    });
    change(en('ChangePassword_NewPassword'), 'N3w-password!');
    change(en('ChangePassword_ConfirmPassword'), 'different');
    fireEvent.click(screen.getByRole('button', { name: en('ChangePassword_Submit') }));
    expect(screen.getByText(en('Account_PasswordsDoNotMatch'))).toBeTruthy();
    change(en('ChangePassword_ConfirmPassword'), 'N3w-password!');
    fireEvent.click(screen.getByRole('button', { name: en('ChangePassword_Submit') }));
    expect((await screen.findByRole('status')).textContent).toBe('Reset done.');
    expect(calls.find((c) => c.url.includes('reset-password'))?.body).toEqual({
      resetToken: 'rt-1',
      newPassword: 'N3w-password!',
      confirmPassword: 'N3w-password!',
    });
  });

  it('shows the server message next to the field it names', async () => {
    await setup('/platform/Account/VerifyCode?username=ana', () =>
      json(
        {
          title: 'Bad',
          status: 400,
          userMessages: [{ message: 'The code is not valid.', level: 'error', controlName: 'code' }],
        },
        400,
      ),
    );
    change(en('VerifyCode_Code'), '0');
    fireEvent.click(screen.getByRole('button', { name: en('VerifyCode_Submit') }));
    await screen.findByText('The code is not valid.');
    expect(screen.getByLabelText(en('VerifyCode_Code')).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Account/ChangePassword', () => {
  it('asks anonymous users for the username too', async () => {
    const { calls } = await setup('/platform/Account/ChangePassword', () =>
      json({ userMessages: [{ message: 'Changed.', level: 'info' }] }),
    );
    change(en('LogOn_Username'), 'ana');
    change(en('ChangePassword_CurrentPassword'), 'old');
    change(en('ChangePassword_NewPassword'), 'N3w-password!');
    change(en('ChangePassword_ConfirmPassword'), 'N3w-password!');
    fireEvent.click(screen.getByRole('button', { name: en('ChangePassword_Submit') }));
    expect((await screen.findByRole('status')).textContent).toBe('Changed.');
    expect(calls.find((c) => c.url.includes('change-password'))?.body).toEqual({
      username: 'ana',
      currentPassword: 'old',
      newPassword: 'N3w-password!',
      confirmPassword: 'N3w-password!',
    });
  });

  it('the ChangePasswordDialog posts without a username for a signed-in user', async () => {
    const { calls, store } = await setup('/platform/', () => json({ userMessages: [] }), true);
    const dialogStore = store.services.dialogs;
    act(() => {
      dialogStore.open({ path: 'ChangePasswordDialog' });
    });
    const dialog = await screen.findByRole('dialog', { name: en('ChangePassword_Title') });
    expect(dialog.querySelector('input[name=username]')).toBeNull();
    change(en('ChangePassword_CurrentPassword'), 'old');
    change(en('ChangePassword_NewPassword'), 'N3w-password!');
    change(en('ChangePassword_ConfirmPassword'), 'N3w-password!');
    fireEvent.click(screen.getByRole('button', { name: en('ChangePassword_Submit') }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('change-password'))?.body).toEqual({
        currentPassword: 'old',
        newPassword: 'N3w-password!',
        confirmPassword: 'N3w-password!',
      }),
    );
    act(() => dialogStore.clear());
  });
});

describe('Account/ActivateAccount', () => {
  it('shows the account of the token and activates it', async () => {
    const { calls } = await setup('/platform/Account/ActivateAccount?token=tk', (url, _body, init) => {
      if (url.startsWith('/api/v1/account/activate') && (init.method ?? 'GET') === 'GET')
        return json({ username: 'mira', fullName: 'Mira' });
      return json({ userMessages: [{ message: 'Active now.', level: 'info' }] });
    });
    expect(await screen.findByText(en('ActivateAccount_Text').replace('{username}', 'mira'))).toBeTruthy();
    change(en('ChangePassword_NewPassword'), 'N3w-password!');
    change(en('ChangePassword_ConfirmPassword'), 'N3w-password!');
    fireEvent.click(screen.getByRole('button', { name: en('ActivateAccount_Submit') }));
    expect((await screen.findByRole('status')).textContent).toBe('Active now.');
    expect(calls.find((c) => c.url === '/api/v1/account/activate' && c.body)?.body).toEqual({
      token: 'tk',
      newPassword: 'N3w-password!',
      confirmPassword: 'N3w-password!',
    });
  });

  it('without a token says the link is not valid', async () => {
    await setup('/platform/Account/ActivateAccount', () => new Response('', { status: 404 }));
    expect(screen.getByRole('alert').textContent).toBe(en('ActivateAccount_TokenInvalid'));
  });
});
