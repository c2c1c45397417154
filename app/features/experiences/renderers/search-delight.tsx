import type { CSSProperties } from 'react';
import type { ExperienceWire } from '#domain/experiences/experiences';
import type { RendererProps } from '../types';
import s from './search-delight.module.css';

/** An author's colour, only when it is plainly one (a hex, rgb()/hsl() or a colour word). */
export function safeColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) ||
    /^(rgb|hsl)a?\([\d\s.,%/]+\)$/i.test(v) ||
    /^[a-z]{3,20}$/i.test(v)
    ? v
    : undefined;
}

/**
 * The highlight of a matched search: the config's text (or the term) in its text_colors, one
 * colour or a gradient across several, on its text_background_color; the theme's colours when
 * it names none.
 */
export function SearchDelight(props: { term: string; experience: ExperienceWire }) {
  const d = props.experience.display_data;
  const colors = (d.text_colors ?? []).map(safeColor).filter((c): c is string => Boolean(c));
  const background = safeColor(d.text_background_color);
  const style = {
    ...(background ? { '--delight-bg': background } : {}),
    ...(colors.length === 1 ? { '--delight-color': colors[0] } : {}),
    ...(colors.length > 1
      ? { '--delight-gradient': `linear-gradient(90deg, ${colors.join(', ')})` }
      : {}),
  } as CSSProperties;
  return (
    <p className={s.delight} style={style}>
      <span className={colors.length > 1 ? `${s.words} ${s.gradient}` : s.words}>
        {d.text || props.term}
      </span>
    </p>
  );
}

/** For the gallery and the authoring preview: the highlight its first label would draw. */
export default function SearchDelightExperience({ experience }: RendererProps) {
  const term = experience.display_data.search_query_list?.[0] ?? '';
  return <SearchDelight term={term} experience={experience} />;
}
