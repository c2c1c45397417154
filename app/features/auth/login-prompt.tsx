import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useViewer } from '../../lib/viewer-context';
import { LoadingLayer } from '../../ui/LoadingLayer';
import type { LoginPrompt } from './login-prompts';

type Open = (prompt: LoginPrompt) => void;

// issue 12: the modal and its form are a chunk of their own, fetched when a visitor first needs it
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

const LoginPromptContext = createContext<Open>(() => {});

/** Holds the one login modal of the page; anything below opens it with useLoginPrompt(). */
export function LoginPromptProvider({ children }: { children: React.ReactNode }) {
  const viewer = useViewer();
  const location = useLocation();
  const [open, setOpen] = useState<{ prompt: LoginPrompt; next: string } | null>(null);
  // mounted from the first prompt on, so closing animates and a second prompt opens at once
  const [needed, setNeeded] = useState(false);
  const show = useCallback<Open>((prompt) => {
    // the address bar, not the router: a closeup over a grid has its own URL (overlay-store)
    const { pathname, search, hash } = window.location;
    setOpen({ prompt, next: `${pathname}${search}${hash}` });
    setNeeded(true);
  }, []);
  // logging in inside the modal brings the page back signed in; the modal has done its job
  useEffect(() => {
    if (viewer.isAuth) setOpen(null);
  }, [viewer.isAuth]);
  // following a link inside it (sign up, forgot password) leaves the modal behind
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(() => {
    setOpen(null);
  }, [location.key]);
  const value = useMemo(() => show, [show]);
  return (
    <LoginPromptContext.Provider value={value}>
      {children}
      {needed ? (
        <Suspense fallback={open ? <LoadingLayer /> : null}>
          <LoginModal
            prompt={open?.prompt ?? null}
            next={open?.next ?? '/'}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </LoginPromptContext.Provider>
  );
}

/** Opens the login modal with the spec's title for the action (e.g. 'Log in to follow'). */
export function useLoginPrompt(): Open {
  return useContext(LoginPromptContext);
}
