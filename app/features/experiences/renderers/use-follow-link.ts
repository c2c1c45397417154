import { useNavigate } from 'react-router';
import { isExternal } from './links';

/**
 * Follows an experience's call-to-action after it completes: an in-app path through the router,
 * an http(s) address in a new tab without opener or referrer (spec 02 §5, M-268, M-269). In a
 * preview nothing is followed.
 */
export function useFollowLink(preview?: boolean): (url: string | undefined) => void {
  const navigate = useNavigate();
  return (url) => {
    if (!url || preview) return;
    if (isExternal(url)) window.open(url, '_blank', 'noopener,noreferrer');
    else navigate(url);
  };
}
