import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '../../lib/viewer-context';
import { useToast } from '../../ui/Toast';

/**
 * After /business/convert/ (spec 02 §1) the person lands on their profile with
 * `?business=converted`: a toast says it worked, and the address loses the flag so a reload
 * does not say it again.
 */
export function BusinessWelcome({ isOwner }: { isOwner: boolean }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const viewer = useViewer();
  const converted = new URLSearchParams(search).get('business') === 'converted';
  useEffect(() => {
    if (!converted) return;
    if (isOwner && viewer.isPartner) {
      toast.show({ text: 'You have a business account now. Your Pins show you their stats.' });
    }
    navigate(pathname, { replace: true, preventScrollReset: true });
  }, [converted, isOwner, viewer.isPartner, toast, navigate, pathname]);
  return null;
}
