import { anonymousViewer } from '#domain/accounts/viewer';
import { parsePinIdParam, pinPath } from '#domain/catalogue/routes';
import { EMBED_WIDTH, embedImageOf, pinEmbedCode } from '#domain/sharing/share';
import type { Ctx } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { getPin } from '../pins/closeup.ts';
import { tr } from '../platform/i18n.ts';

/** What the embedded card and the oEmbed answer show of a pin a visitor may see. */
export interface PinEmbed {
  id: string;
  title: string;
  pinnerName: string;
  pinnerPath: string;
  pinUrl: string;
  image: { url: string; width: number; height: number; alt: string } | null;
  dominantColor: string;
  /** the iframe another site pastes ('Get Pin embed code') */
  code: string;
  height: number;
}

/**
 * Issue 13: a pin as an embed shows it, to anyone (never with the viewer's own data: an embed is
 * public, and a pin on a secret board does not exist for it).
 */
export async function pinEmbed(ctx: Ctx, pinId: number): Promise<PinEmbed> {
  const visitorCtx: Ctx = {
    ...ctx,
    viewer: anonymousViewer('visitor', ctx.viewer.language),
    session: null,
  };
  const pin = await getPin(visitorCtx, pinId);
  const img = embedImageOf(pin.images);
  const { code, height, title } = pinEmbedCode(pin, ctx.publicOrigin);
  return {
    id: pin.id,
    title,
    pinnerName: pin.pinner.fullName || pin.pinner.username,
    pinnerPath: `/${pin.pinner.username}/`,
    pinUrl: `${ctx.publicOrigin}${pinPath(pin.id, { seoTitle: pin.title })}`,
    image: img
      ? {
          url: img.url,
          width: img.width,
          height: img.height,
          alt: pin.altText ?? pin.autoAltText ?? title,
        }
      : null,
    dominantColor: pin.dominantColor,
    code,
    height,
  };
}

/** oEmbed 1.0 'rich' answer for a pin url of this site (https://oembed.com). */
export interface OEmbed {
  version: '1.0';
  type: 'rich';
  provider_name: 'Tessera';
  provider_url: string;
  title: string;
  author_name: string;
  author_url: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/**
 * `/oembed.json?url=…`: only urls of this site's pins (`/pin/{id}/` or `/pin/{slug}--{id}/`) are
 * answered; anything else is a 404, a url that is not one at all a 400.
 */
export async function oembedFor(ctx: Ctx, url: string): Promise<OEmbed> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw badRequest(tr(ctx, 'errors.sharing.notAPinUrl'));
  }
  const own = new URL(ctx.publicOrigin);
  const m = /^\/pin\/([^/]+)\/?$/.exec(u.pathname);
  const id = m?.[1] ? parsePinIdParam(m[1]) : null;
  if (u.host !== own.host || !id) throw notFound(tr(ctx, 'errors.sharing.noPinThere'));
  const e = await pinEmbed(ctx, Number(id));
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Tessera',
    provider_url: ctx.publicOrigin,
    title: e.title,
    author_name: e.pinnerName,
    author_url: `${ctx.publicOrigin}${e.pinnerPath}`,
    html: e.code,
    width: EMBED_WIDTH,
    height: e.height,
    ...(e.image
      ? {
          thumbnail_url: new URL(e.image.url, ctx.publicOrigin).href,
          thumbnail_width: e.image.width,
          thumbnail_height: e.image.height,
        }
      : {}),
  };
}
