import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '../../lib/viewer-context';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import '../../lib/texts/boards';

/**
 * After /business/convert/ (spec 02 §1) the person lands on their profile with
 * `?business=converted`: a toast says it worked, and the address loses the flag so a reload
 * does not say it again.
 */
export function BusinessWelcome({ isOwner }: { isOwner: boolean }) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const welcome = t('profile.businessNow');
  const viewer = useViewer();
  const converted = new URLSearchParams(search).get('business') === 'converted';
  useEffect(() => {
    if (!converted) return;
    if (isOwner && viewer.isPartner) {
      toast.show({ text: welcome });
    }
    navigate(pathname, { replace: true, preventScrollReset: true });
  }, [converted, isOwner, viewer.isPartner, toast, navigate, pathname, welcome]);
  return null;
}
