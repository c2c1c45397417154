import { useState } from 'react';
import { jumpToSlot, stepSlot } from '#domain/media/carousel';
import type { StoryPageModel } from '#domain/pins/models';
import { Dots } from '../../ui/Dots';
import { useT } from '../../ui/i18n';
import { MediaArrow } from './MediaArrow';
import s from './media.module.css';
import { PinImage } from './PinImage';
import { VideoPlayer } from './VideoPlayer';

export interface StoryPagesProps {
  pinId: string;
  pages: StoryPageModel[];
  aspect: number;
  isBot: boolean;
  dominantColor: string;
  title: string;
}

/**
 * A story pin on the closeup (spec 01 §3 storyPinData pages with image, video and text blocks):
 * one page at a time with previous/next buttons (shown only when that page exists) and page
 * dots. Video blocks play through the same player (one organic video at a time).
 */
export function StoryPages(props: StoryPagesProps) {
  const { pages } = props;
  const [index, setIndex] = useState(0);
  const pos = { index, slotCount: pages.length };
  const page = pages[index];
  const t = useT();
  const name = props.title || t('media.story');
  return (
    <section
      className={`${s.story} ${s.closeupBox}`}
      aria-roledescription={t('media.storyRole')}
      aria-label={t('media.storyOf', { name, n: index + 1, count: pages.length })}
      data-page-index={index}
    >
      <div
        className={s.storyPage}
        style={{ aspectRatio: `1 / ${props.aspect}`, backgroundColor: props.dominantColor }}
      >
        {page?.blocks.map((block, i) => {
          const key = `${index}-${i}`;
          if (block.type === 'image') {
            return (
              <PinImage
                key={key}
                images={block.images}
                alt={t('media.storyPage', { name, n: index + 1 })}
                dominantColor={props.dominantColor}
                aspect={props.aspect}
                isBot={props.isBot}
                eager
                wide
                className={s.storyImage}
              />
            );
          }
          if (block.type === 'video') {
            return (
              <div key={key} className={s.storyImage}>
                <VideoPlayer
                  pinId={`${props.pinId}:page${index}`}
                  videos={{ durationMs: block.durationMs, videoList: { v720P: block.video } }}
                  poster={block.video?.thumbnail ?? null}
                  label={t('media.storyPage', { name, n: index + 1 })}
                  aspect={props.aspect}
                  place="closeup"
                  track="organic"
                />
              </div>
            );
          }
          return null;
        })}
        {page?.blocks.some((b) => b.type === 'text') ? (
          <div className={s.storyTexts}>
            {page.blocks.map((block, i) =>
              block.type === 'text' ? (
                <p
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id
                  key={`${index}-t${i}`}
                  className={block.style === 'heading' ? s.storyHeading : s.storyText}
                >
                  {block.text}
                </p>
              ) : null,
            )}
          </div>
        ) : null}
        {index > 0 ? (
          <MediaArrow
            direction="previous"
            label={t('media.prevPage')}
            onClick={() => setIndex(stepSlot(pos, 'previous'))}
          />
        ) : null}
        {index < pages.length - 1 ? (
          <MediaArrow
            direction="next"
            label={t('media.nextPage')}
            onClick={() => setIndex(stepSlot(pos, 'next'))}
          />
        ) : null}
      </div>
      {pages.length > 1 ? (
        <Dots
          count={pages.length}
          current={index}
          onSelect={(i) => setIndex(jumpToSlot(pos, i))}
          itemLabel={(i) => t('media.goPage', { n: i + 1 })}
        />
      ) : null}
    </section>
  );
}
