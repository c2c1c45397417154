import { useEffect, useState } from 'react';
import {
  DOWNLOAD_CTA_EXPERIMENT,
  type DownloadCtaGroup,
  downloadCtaGroup,
} from '#domain/experiences/download-cta';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { downloadFromMenu, downloadUrl, useActionToast } from '../sharing';
import { experimentSeed, VisitorUpsell } from '../visitor-state';
import { useCloseupContext } from './CloseupContext';

/**
 * The viewer's group in the download call-to-action experiment (P-274: logged-out non-bots only),
 * known once the page runs in the browser, where the seed is kept; null before and for everyone
 * else. The server renders no group, so cached visitor pages stay the same for all.
 */
export function useDownloadCtaGroup(): DownloadCtaGroup | null {
  const { viewer } = useCloseupContext();
  const [group, setGroup] = useState<DownloadCtaGroup | null>(null);
  useEffect(() => {
    setGroup(downloadCtaGroup(viewer, experimentSeed()));
  }, [viewer]);
  return group;
}

/** The download event's aux data for a group: which experiment and group it came from. */
export function downloadCtaAux(group: DownloadCtaGroup | null): Record<string, string> {
  return group ? { experiment: DOWNLOAD_CTA_EXPERIMENT, experiment_group: group } : {};
}

/**
 * The experiment's call to action: a Download button on the closeup's image for the enabled
 * group. It sits over the image (no layout moves when it appears) and downloads like the menu's
 * Download image: the file and the toast, then after the limit the login upsell (P-272).
 */
export function DownloadCta(props: { className?: string }) {
  const { pin } = useCloseupContext();
  const group = useDownloadCtaGroup();
  const toast = useActionToast();
  const t = useT();
  const [upsell, setUpsell] = useState<string | null>(null);
  if (group !== 'enabled' || !downloadUrl(pin)) return null;
  return (
    <>
      <Button
        variant="on-media"
        iconStart="download"
        className={props.className}
        onClick={() =>
          void downloadFromMenu(pin, true, { toast, limit: setUpsell, t }, downloadCtaAux(group))
        }
      >
        {t('closeup.downloadCta')}
      </Button>
      <VisitorUpsell
        title={upsell ?? ''}
        text={t('closeup.upsellAll')}
        dialog={{ open: upsell !== null, onClose: () => setUpsell(null) }}
      />
    </>
  );
}
