import { pinPath } from '#domain/catalogue/routes';
import type { MessagePin } from '#domain/messages/messages';
import { Link } from '../../ui/Link';
import s from './Messages.module.css';

/** A pin inside a message: its image and title, leading to the pin (ConversationView). */
export function MessagePinCard({ pin }: { pin: MessagePin }) {
  return (
    <Link to={pinPath(pin.id)} className={s.pinCard} aria-label={`Pin: ${pin.title || 'Untitled'}`}>
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
