import { Icon, type IconName } from '../../ui/Icon';
import s from './CardFooter.module.css';
import type { CardContent, ReactionType } from './card-content';

const ICONS: Record<ReactionType, IconName> = {
  goodIdea: 'lightbulb',
  love: 'heart',
  thanks: 'hand-heart',
  wow: 'sparkles',
  haha: 'face-grinning',
};
const NAMES: Record<ReactionType, string> = {
  goodIdea: 'Good idea',
  love: 'Love',
  thanks: 'Thanks',
  wow: 'Wow',
  haha: 'Haha',
};

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
  return (
    <div className={s.row} data-row="reactions">
      <ul className={s.reactions} aria-label="Reactions">
        {reactions.map(({ type, count }) => {
          return (
            <li
              key={type}
              className={s.reaction}
              data-reaction={type}
              title={`${NAMES[type]}: ${count}`}
            >
              <Icon name={ICONS[type]} size={14} />
              {/* one text node: no React separators in the server's HTML */}
              <span className="visually-hidden">{`${NAMES[type]}: ${count}`}</span>
            </li>
          );
        })}
      </ul>
      <span aria-hidden="true">{total}</span>
    </div>
  );
}
