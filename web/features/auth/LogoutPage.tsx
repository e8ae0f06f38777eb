import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useNavigate } from '../../lib/router';
import { signOut } from './api';

/** Flags of reminder dialogs that must not carry over to the next person on this device. */
export const SIGN_OUT_STORAGE_KEYS = ['paperwise.lastShownModal.invite', 'paperwise.lastShownModal.premium'];

/** `/logout`: sign out (the server also clears the push token), forget this user's local state, back to `/`. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; one sign-out is enough.
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch((error: unknown) => {
        // Already signed out, or offline: the local sign-out below still has to happen.
        console.warn('sign-out request failed', error);
      })
      .finally(() => {
        try {
          for (const key of SIGN_OUT_STORAGE_KEYS) window.localStorage.removeItem(key);
        } catch (error) {
          // Blocked storage holds no flags to remove; the sign-out itself must still finish.
          console.warn('could not clear local flags', error);
        }
        queryClient.clear();
        navigate('/', { replace: true });
      });
  }, [queryClient, navigate]);

  return <FullPageLoader />;
}
