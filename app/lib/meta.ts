import type { MetaDescriptor } from 'react-router';
import { siteName } from './site-name';

/** Title, canonical, Open Graph and Twitter tags for a public page. */
export function pageMeta(opts: {
  title: string;
  description?: string;
  origin: string;
  path: string;
  image?: { url: string; width: number; height: number; alt: string } | null;
  type?: 'website' | 'article' | 'profile';
  /** issue 33: the person whose page it is turned search-engine indexing off */
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = `${opts.origin}${opts.path}`;
  const tags: MetaDescriptor[] = [
    { title: opts.title },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName() },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:title', content: opts.title },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: opts.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: opts.title },
  ];
  if (opts.description) {
    tags.push(
      { name: 'description', content: opts.description },
      { property: 'og:description', content: opts.description },
      { name: 'twitter:description', content: opts.description },
    );
  }
  if (opts.image) {
    const abs = opts.image.url.startsWith('http')
      ? opts.image.url
      : `${opts.origin}${opts.image.url}`;
    tags.push(
      { property: 'og:image', content: abs },
      { property: 'og:image:width', content: String(opts.image.width) },
      { property: 'og:image:height', content: String(opts.image.height) },
      { property: 'og:image:alt', content: opts.image.alt },
      { name: 'twitter:image', content: abs },
    );
  }
  if (opts.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
