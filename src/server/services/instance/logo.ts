import type { Ctx } from '../../context.ts';
import { images } from '../../db/schema/index.ts';
import { renderVariant } from '../../images/pipeline.ts';
import { ingestUpload } from '../accounts/settings.ts';
import { saveInstanceSettings } from './settings.ts';

/** the variant the header (32 px) and the About page (64 px) show, at up to 2× density */
const LOGO_SIZE = '136x136';

/**
 * Decision 059: an administrator uploads the instance's logo. It goes through the same image
 * pipeline and checks as every upload (ingestImage: size, format, pixels), is kept in the blob
 * store like any picture, and `logoUrl` becomes the path of its square variant; an https address
 * set before (or by the CLI) keeps working, as `logoUrl` takes either. Audited with the settings.
 */
export async function setInstanceLogo(
  ctx: Ctx,
  image: Buffer,
  by: number | null,
): Promise<{ logoUrl: string }> {
  const stored = await ingestUpload(ctx, image);
  await renderVariant(ctx.blobs, stored.signature, LOGO_SIZE, 'webp');
  const logoUrl = `/img/${LOGO_SIZE}/${stored.signature}.webp`;
  await ctx.db.insert(images).values(stored).onConflictDoNothing();
  await saveInstanceSettings(ctx, { logoUrl }, by);
  return { logoUrl };
}
