import { pinPath } from '#domain/catalogue/routes';
import type { MessagePin } from '#domain/messages/messages';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import s from './Messages.module.css';
import '../../lib/texts/messages';

/** A pin inside a message: its image and title, leading to the pin (ConversationView). */
export function MessagePinCard({ pin }: { pin: MessagePin }) {
  const t = useT();
  return (
    <Link
      to={pinPath(pin.id)}
      className={s.pinCard}
      aria-label={t('messages.pinCard', { title: pin.title || t('messages.untitled') })}
    >
      {pin.image ? (
        <img
          className={s.pinImage}
          src={pin.image.url}
          width={pin.image.width}
          height={pin.image.height}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ backgroundColor: pin.dominantColor }}
        />
      ) : null}
      {pin.title ? <span className={s.pinTitle}>{pin.title}</span> : null}
    </Link>
  );
}
