import { useState } from 'react';
import { Button } from '../Button';
import { Callout, type CalloutTone } from '../Callout';
import { ImageToggle } from '../ImageToggle';
import { PictureCheckbox } from '../PictureCheckbox';
import { RichText } from '../RichText';
import type { GalleryEntry } from './types';

function ImageToggleDemo() {
  const [on, setOn] = useState(false);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 96px)', gap: 8 }}>
      <ImageToggle
        label={on ? 'Remove the logo' : 'Add the logo'}
        pressed={on}
        src="/favicon.svg"
        onToggle={() => setOn(!on)}
      />
      <ImageToggle label="Pressed" pressed src="/favicon.svg" onToggle={() => undefined} />
      <ImageToggle
        label="Disabled"
        pressed={false}
        disabled
        src="/favicon.svg"
        onToggle={() => undefined}
      />
    </div>
  );
}

const TONES: CalloutTone[] = ['neutral', 'info', 'warning', 'error', 'success', 'upsell'];

export const messagesEntries: GalleryEntry[] = [
  {
    name: 'Callout',
    summary:
      'A banner or callout: a labelled region with a tone, an optional title, image, actions and a close button (the experiences’ banners).',
    render: () => (
      <div style={{ display: 'grid', gap: 12 }}>
        {TONES.map((tone) => (
          <Callout
            key={tone}
            tone={tone}
            label={`${tone} callout`}
            title={`A ${tone} callout`}
            message="What it says, in a sentence or two."
            actions={
              <Button size="sm" variant="primary">
                Act
              </Button>
            }
            onDismiss={() => undefined}
            dismissLabel={`Dismiss the ${tone} callout`}
          />
        ))}
        <Callout
          label="Upsell width"
          tone="upsell"
          width="upsell"
          message="348 px on a phone, 380–900 px elsewhere."
        />
      </div>
    ),
  },
  {
    name: 'RichText',
    summary:
      'A server-sent message that may carry links and nothing else: only anchors with href become links; one to another site opens in a new tab, nofollow.',
    render: () => (
      <p>
        <RichText
          ownHost="tessera.test"
          text={
            'A <a href="/settings/">path of this site</a>, an <a href="https://example.com/">external link</a>, and <b>a tag shown as text</b>.'
          }
        />
      </p>
    ),
  },
  {
    name: 'ImageToggle',
    summary:
      'A square picture pressed or not (a pin picked for a collage), named by what pressing it does.',
    render: () => <ImageToggleDemo />,
  },
  {
    name: 'PictureCheckbox',
    summary:
      'A choice shown as a picture with its name (a topic at onboarding): a native checkbox that posts without scripts.',
    render: () => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 12 }}>
        <PictureCheckbox label="Unticked" name="demo" value="1" src="/favicon.svg" />
        <PictureCheckbox label="Ticked" name="demo" value="2" src="/favicon.svg" defaultChecked />
        <PictureCheckbox label="No picture" name="demo" value="3" src={null} />
      </div>
    ),
  },
];
