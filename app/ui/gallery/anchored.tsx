import { useState } from 'react';
import { AnchoredPopover } from '../AnchoredPopover';
import { Button } from '../Button';
import { Pulsar } from '../Pulsar';
import type { GalleryEntry } from './types';

/** A tip pointing at an element the popover does not render, as an onboarding tip does. */
function AnchoredPopoverDemo() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button ref={setAnchor} onClick={() => setOpen(true)}>
        An element of the page
      </Button>
      <AnchoredPopover anchor={anchor} open={open} onOpenChange={setOpen} label="Tip" side="right">
        <p>Points at an element it does not render. Escape closes it.</p>
        <Button size="sm" variant="primary" onClick={() => setOpen(false)}>
          Got it
        </Button>
      </AnchoredPopover>
    </>
  );
}

function PulsarDemo() {
  const [paused, setPaused] = useState(false);
  return (
    <>
      <Pulsar
        label="Show tip"
        paused={paused}
        expanded={paused}
        onPress={() => setPaused(!paused)}
      />
      <output aria-label="Pulsar state">{paused ? 'paused' : 'pulsing'}</output>
    </>
  );
}

export const anchoredEntries: GalleryEntry[] = [
  {
    name: 'AnchoredPopover',
    summary:
      'A non-modal popover with an arrow against an element of the page it does not render (found by a selector): keeps focus where it was, stays while the person works elsewhere, closes on Escape.',
    render: () => <AnchoredPopoverDemo />,
  },
  {
    name: 'Pulsar',
    summary:
      'A pulsing dot on a control that opens a tip about it when pressed; paused once its tip shows, still under reduced motion.',
    render: () => <PulsarDemo />,
  },
];
