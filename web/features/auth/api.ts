import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody, SignInBody, SignUpBody } from '../../../common/auth';
import type { SocialProvider } from '../../../common/device';
import type { SelfServiceRole } from '../../../common/roles';
import { api } from '../../lib/api';
import { meQuery } from '../../lib/me';
import { useRefresh } from '../../lib/useRefresh';
import { isInWrapper, signInThroughWrapper } from '../../lib/wrapper';

export type { SocialProvider } from '../../../common/device';

/**
 * The forms check their values with the server's own schemas (common/auth.ts, common/profile.ts), which bring zod:
 * about 23 KB compressed, a tenth of the sign-in page. They load when a form is first focused or sent, not with the
 * page, so a first visit on a slow phone paints sooner.
 */
export const loadAuthSchemas = () => import('../../../common/auth');
export const loadProfileSchemas = () => import('../../../common/profile');
export function warmAuthSchemas() {
  void loadAuthSchemas();
}

/** Signing in or up sets the session cookie; refetching `me` then moves the sign-in page on to /app/. */
function useRefreshMe() {
  return useRefresh(meQuery.queryKey);
}

export function useSignIn() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: SignInBody) => api.post<unknown>('/api/auth/sign-in/email', body),
    onSuccess: refreshMe,
  });
}

export function useSignUp() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: SignUpBody) => api.post<unknown>('/api/auth/sign-up/email', body),
    onSuccess: refreshMe,
  });
}

/**
 * Social sign-in answers the provider's page; the provider sends the user back to /app/. Inside the native wrapper the
 * phone signs in instead (spec: "on the mobile wrapper, social login posts a message to the native app"): its
 * id_token, bound to the nonce the page asked with, signs in here and the page goes on to /app/. A cancelled
 * sign-in does nothing.
 */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: async (provider: SocialProvider): Promise<{ url: string } | null> => {
      if (!isInWrapper()) {
        return api.post<{ url: string }>('/api/auth/sign-in/social', { provider, callbackURL: '/app/' });
      }
      const native = await signInThroughWrapper(provider);
      if (!native) return null;
      const { idToken, accessToken, nonce } = native;
      await api.post<unknown>('/api/auth/sign-in/social', {
        provider,
        callbackURL: '/app/',
        idToken: { token: idToken, nonce, ...(accessToken ? { accessToken } : {}) },
      });
      return { url: '/app/' };
    },
    onSuccess: (answer) => {
      if (answer) window.location.assign(answer.url);
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<unknown>('/api/auth/request-password-reset', { ...body, redirectTo: '/reset-password' }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post<unknown>('/api/auth/reset-password', body),
  });
}

/** Onboarding after a social sign-in: the account exists but has no name or role yet. */
export function useCompleteOnboarding() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: (body: { displayName: string; role: SelfServiceRole; isParent?: boolean }) =>
      api.patch<unknown>('/api/me', body),
    onSuccess: refreshMe,
  });
}

export function signOut(): Promise<unknown> {
  return api.post<unknown>('/api/auth/sign-out');
}
