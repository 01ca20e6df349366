import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toastStore';
import { useLogoutMutation } from './authApi';

/** Signs out (the server revokes the refresh cookie), says so, and goes home (or to `to`). */
export function useLogout(): { logout: (to?: string) => Promise<void>; isPending: boolean } {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  async function logout(to = '/') {
    await logoutMutation().catch(() => undefined);
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    await navigate(to);
  }

  return { logout, isPending: isLoading };
}
