import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { LoadingLayer } from '../../ui/LoadingLayer';
import { Menu, MenuItem, MenuLink } from '../../ui/Menu';

// issue 12: the dialog is fetched when the person first asks for it, not with every page
const CreateBoardDialog = lazy(() =>
  import('../boards').then((m) => ({ default: m.CreateBoardDialog })),
);

/**
 * The header's Create menu for signed-in people: a pin (/pin-builder), a collage
 * (/collage-creation-tool, with the person's published collages under it) or a board (dialog).
 */
export function CreateMenu() {
  const [creatingBoard, setCreatingBoard] = useState(false);
  // mounted from the first request on, so closing animates
  const [needed, setNeeded] = useState(false);
  const t = useT();
  return (
    <>
      <Menu
        label={t('shell.create')}
        trigger={
          // what an experience points at (the demo's Create tooltip): a name, not a position
          <Button variant="tertiary" iconEnd="chevron-down" data-experience-anchor="create">
            {t('shell.create')}
          </Button>
        }
      >
        <MenuLink to="/pin-builder">{t('header.createPin')}</MenuLink>
        <MenuLink to="/collage-creation-tool">{t('header.createCollage')}</MenuLink>
        <MenuItem
          onSelect={() => {
            setNeeded(true);
            setCreatingBoard(true);
          }}
        >
          {t('header.createBoard')}
        </MenuItem>
      </Menu>
      {needed ? (
        <Suspense fallback={creatingBoard ? <LoadingLayer /> : null}>
          <CreateBoardDialog open={creatingBoard} onOpenChange={setCreatingBoard} />
        </Suspense>
      ) : null}
    </>
  );
}
