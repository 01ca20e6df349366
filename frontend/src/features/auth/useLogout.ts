import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toastStore';
import { useLogoutMutation } from './authApi';

/** Signs out (the server revokes the refresh cookie), says so, and goes home. */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  async function logout() {
    await logoutMutation().catch(() => undefined);
    toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    await navigate('/');
  }

  return { logout, isPending: isLoading };
}
