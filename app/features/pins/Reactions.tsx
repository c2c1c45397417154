import { Icon, type IconName } from '../../ui/Icon';
import { type Translate, useT } from '../../ui/i18n';
import s from './CardFooter.module.css';
import type { CardContent, ReactionType } from './card-content';

const ICONS: Record<ReactionType, IconName> = {
  goodIdea: 'lightbulb',
  love: 'heart',
  thanks: 'hand-heart',
  wow: 'sparkles',
  haha: 'face-grinning',
};
const NAMES = (t: Translate): Record<ReactionType, string> => ({
  goodIdea: t('pins.rGood'),
  love: t('pins.rLove'),
  thanks: t('pins.rThanks'),
  wow: t('pins.rWow'),
  haha: t('pins.rHaha'),
});

/**
 * spec 01 §1, §3, §6, 02 §3 (P-014, P-307): the icons of the reactions a pin got and their
 * abbreviated total (1 fraction digit); each count is read out to screen readers.
 */
export function Reactions({
  reactions,
  total,
}: {
  reactions: CardContent['reactions'];
  total: string;
}) {
  const t = useT();
  const names = NAMES(t);
  return (
    <div className={s.row} data-row="reactions">
      <ul className={s.reactions} aria-label={t('pins.reactions')}>
        {reactions.map(({ type, count }) => {
          return (
            <li
              key={type}
              className={s.reaction}
              data-reaction={type}
              title={`${names[type]}: ${count}`}
            >
              <Icon name={ICONS[type]} size={14} />
              {/* one text node: no React separators in the server's HTML */}
              <span className="visually-hidden">{`${names[type]}: ${count}`}</span>
            </li>
          );
        })}
      </ul>
      <span aria-hidden="true">{total}</span>
    </div>
  );
}
