import { useState } from 'react';
import { Button } from '../Button';
import { useTransitionState } from '../use-transition-state';
import s from './motion.module.css';
import type { GalleryEntry } from './types';

/** --motion-slow, so each state can be seen */
const DEMO_MS = 400;

function TransitionDemo() {
  const [open, setOpen] = useState(false);
  const state = useTransitionState(open, { enterMs: DEMO_MS, exitMs: DEMO_MS });
  return (
    <div className={s.demo}>
      <Button variant="secondary" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide' : 'Show'}
      </Button>
      <output className={s.state} aria-label="Transition state">
        {state}
      </output>
      {state === 'unmounted' ? null : (
        <div className={s.card} data-state={state}>
          Mounted while not unmounted; styled by its state
        </div>
      )}
    </div>
  );
}

export const motionEntries: GalleryEntry[] = [
  {
    name: 'useTransitionState',
    summary:
      "Spec 02 §4's enter/exit states (unmounted, exited, entering, entered, exiting) for anything that mounts and unmounts with an animation; the toast uses it. Instant with prefers-reduced-motion.",
    render: () => <TransitionDemo />,
  },
];
