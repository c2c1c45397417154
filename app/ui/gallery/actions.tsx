import { useState } from 'react';
import { Avatar } from '../Avatar';
import { Badge, VerifiedMark } from '../Badge';
import { BookmarkletLink } from '../BookmarkletLink';
import { Button, ButtonLink } from '../Button';
import { Dots } from '../Dots';
import { FilePick } from '../FilePick';
import { Icon } from '../Icon';
import { IconButton, IconButtonLink } from '../IconButton';
import { ICON_NAMES } from '../icon-names';
import { Link } from '../Link';
import { LogoMark } from '../LogoMark';
import { Masonry } from '../Masonry';
import { PicturePick } from '../PicturePick';
import { ProgressBar } from '../ProgressBar';
import { Skeleton } from '../Skeleton';
import { Spinner } from '../Spinner';
import s from './actions.module.css';
import type { GalleryEntry } from './types';

const VARIANTS = ['primary', 'secondary', 'tertiary', 'danger', 'inverse'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

function FilePickDemo() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FilePick
      label="Choose your export file"
      accept=".html,text/html"
      file={file}
      onChange={setFile}
      hint="The pinterest.html of your data export, up to 50 MB."
    />
  );
}

function LoadingDemo() {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="primary"
      loading={loading}
      onClick={() => {
        setLoading(true);
        setTimeout(() => setLoading(false), 1500);
      }}
    >
      Save (click: 1.5 s busy)
    </Button>
  );
}

function DotsDemo() {
  const [current, setCurrent] = useState(0);
  return (
    <Dots
      count={5}
      current={current}
      onSelect={setCurrent}
      itemLabel={(i) => `Go to slide ${i + 1}`}
    />
  );
}

function ToggleDemo() {
  const [on, setOn] = useState(false);
  return <IconButton label="Favorite" icon="heart" pressed={on} onClick={() => setOn((v) => !v)} />;
}

const SWATCHES = ['var(--color-bg-subtle)', 'var(--color-bg-hover)', 'var(--color-border)'];
const TILES = Array.from({ length: 14 }, (_, i) => ({
  id: `tile-${i}`,
  aspect: [1.5, 1, 1.25, 0.75, 1.8][i % 5] as number,
  colour: SWATCHES[i % SWATCHES.length] as string,
}));

export const actionsEntries: GalleryEntry[] = [
  {
    name: 'LogoMark',
    summary:
      "Tessera's mark: the header's logo and the bottom bar's home, decorative (the link names it).",
    render: () => (
      <div className={s.row}>
        {[24, 32, 40, 56].map((size) => (
          <LogoMark key={size} size={size} />
        ))}
      </div>
    ),
  },
  {
    name: 'Button',
    summary:
      'Every text button: primary is the red Save colour, secondary grey, tertiary bare, danger destructive; "button" unless it submits.',
    render: () => (
      <div className={s.stack}>
        {SIZES.map((size) => (
          <div key={size} className={s.row}>
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        ))}
        <div className={s.row}>
          <Button iconStart="plus">Create board</Button>
          <Button iconEnd="chevron-down" variant="tertiary">
            Sort: Last saved
          </Button>
          <Button disabled>Disabled</Button>
          <LoadingDemo />
          <Button variant="primary" loading>
            Always busy
          </Button>
        </div>
        <div className={s.media}>
          <Button variant="on-media" size="sm" iconStart="arrow-up-right">
            on-media
          </Button>
        </div>
        <div className={s.narrow}>
          <Button variant="primary" fullWidth>
            Full width
          </Button>
        </div>
      </div>
    ),
  },
  {
    name: 'BookmarkletLink',
    summary:
      'A bookmarklet to drag to the bookmarks bar: a javascript: link that looks like a primary Button.',
    render: () => (
      <BookmarkletLink
        script="javascript:void(alert(%22Dragged%20to%20the%20bookmarks%20bar%22))"
        label="Save to Tessera"
      />
    ),
  },
  {
    name: 'PicturePick',
    summary: 'One picture to choose among others (a web page’s pictures to save), with its size.',
    render: () => (
      <div className={s.row}>
        {[
          [640, 400],
          [300, 600],
        ].map(([w, h]) => (
          <div key={w} style={{ width: 150 }}>
            <PicturePick
              label={`Save the ${w} × ${h} picture`}
              src={`data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#c8553d"/></svg>`)}`}
              caption={`${w} × ${h}`}
              onPick={() => {}}
            />
          </div>
        ))}
      </div>
    ),
  },
  {
    name: 'ButtonLink',
    summary: 'A link that looks like a Button (same variants), prefetching on intent.',
    render: () => (
      <>
        <ButtonLink to="/" variant="primary">
          Home
        </ButtonLink>
        <ButtonLink to="/_dev/ui" variant="secondary" iconEnd="arrow-up-right">
          This page
        </ButtonLink>
      </>
    ),
  },
  {
    name: 'IconButton',
    summary: 'A round icon-only button; its label is required and names it for assistive tech.',
    render: () => (
      <div className={s.stack}>
        <div className={s.row}>
          {SIZES.map((size) => (
            <IconButton key={size} label={`Share (${size})`} icon="share" size={size} />
          ))}
          <IconButton label="More options" icon="ellipsis" variant="transparent" />
          <IconButton label="Create" icon="plus" variant="primary" />
          <IconButton label="Close" icon="x" showTitle />
          <ToggleDemo />
          <IconButton label="Disabled" icon="trash" disabled />
        </div>
        <div className={s.row}>
          <IconButtonLink to="/_dev/ui" label="A link (this page)" icon="pencil" />
          <IconButton
            label="Verified merchant"
            icon={<VerifiedMark kind="merchant" size={24} />}
            variant="transparent"
          />
        </div>
        <div className={s.media}>
          <IconButton label="Previous image" icon="chevron-left" variant="on-media" size="sm" />
          <IconButton label="Download image" icon="download" variant="on-media" />
          <IconButton label="Next image" icon="chevron-right" variant="on-media" size="sm" />
        </div>
      </div>
    ),
  },
  {
    name: 'Icon',
    summary:
      'Every registered icon, each a <use> into one cached sprite (app/ui/icons.svg, written by npm run icons).',
    render: () => (
      <div className={s.icons}>
        {ICON_NAMES.map((name) => (
          <span key={name} className={s.iconCell}>
            <Icon name={name} size={24} />
            <code>{name}</code>
          </span>
        ))}
        <span className={s.iconCell}>
          <Icon name="heart" size={24} filled label="Liked" />
          <code>heart, filled</code>
        </span>
      </div>
    ),
  },
  {
    name: 'Spinner',
    summary: 'Something is loading; it names what. Under reduced motion it stands still.',
    render: () => (
      <>
        <Spinner label="Loading (small)" size="sm" />
        <Spinner label="Loading" />
        <Spinner label="Loading more pins" size="lg" />
      </>
    ),
  },
  {
    name: 'FilePick',
    summary: 'Choose one file (an export to import): a button, and the chosen file’s name.',
    render: () => <FilePickDemo />,
  },
  {
    name: 'ProgressBar',
    summary: 'How far a long task has come (an export); without a value, under way.',
    render: () => (
      <div className={s.stack}>
        <ProgressBar label="Building your file" value={40} valueText="400 of 1,000 pins" />
        <ProgressBar label="Waiting to start" value={null} />
      </div>
    ),
  },
  {
    name: 'Skeleton',
    summary: 'The grey shape of content still loading; hidden from assistive tech.',
    render: () => (
      <div className={s.row}>
        <Skeleton width={120} height={180} />
        <Skeleton shape="circle" width={48} />
        <span className={s.narrow}>
          <Skeleton shape="text" lines={3} />
        </span>
      </div>
    ),
  },
  {
    name: 'Badge',
    summary:
      'A short word or count; and the verified mark in its four sizes (merchant seal, verified domain).',
    render: () => (
      <div className={s.stack}>
        <div className={s.row}>
          <Badge>Neutral</Badge>
          <Badge tone="brand">3</Badge>
          <Badge tone="inverse">Sponsored</Badge>
          <Badge tone="success">Saved</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="danger">Removed</Badge>
        </div>
        <div className={s.row}>
          {([12, 16, 20, 24] as const).map((size) => (
            <VerifiedMark key={size} kind="merchant" size={size} label="Verified merchant" />
          ))}
          {([12, 16, 20, 24] as const).map((size) => (
            <VerifiedMark key={size} kind="domain" size={size} label="Verified domain" />
          ))}
        </div>
      </div>
    ),
  },
  {
    name: 'Dots',
    summary: 'The page dots under a carousel or a story: one named button a page, a click jumps.',
    render: () => <DotsDemo />,
  },
  {
    name: 'Link',
    summary: 'An in-app link that preloads its page’s data when the pointer rests on it.',
    render: () => (
      <>
        <Link to="/">Plain</Link>
        <Link to="/" underline="hover">
          Underlined on hover
        </Link>
        <Link to="/" underline="always">
          Always underlined
        </Link>
      </>
    ),
  },
  {
    name: 'Avatar',
    summary: 'A person’s picture, or their initial when there is none.',
    render: () => (
      <>
        {([24, 32, 48, 64, 120] as const).map((size) => (
          <Avatar key={size} name="Ada Lovelace" src={null} size={size} />
        ))}
      </>
    ),
  },
  {
    name: 'Masonry',
    summary: 'The 236 px column grid: in place before any script runs, windowed after.',
    render: () => (
      <div className={s.masonry}>
        <Masonry
          items={TILES}
          itemKey={(t) => t.id}
          measure={(t) => ({ aspect: t.aspect, footer: 0 })}
          label="Sample tiles"
          render={(t) => (
            <div
              className={s.tile}
              style={{ aspectRatio: `1 / ${t.aspect}`, background: t.colour }}
            />
          )}
        />
      </div>
    ),
  },
];
