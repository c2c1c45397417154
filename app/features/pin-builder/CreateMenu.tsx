import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Menu, MenuItem, MenuLink } from '../../ui/Menu';
import { CreateBoardDialog } from '../boards';

/** The header's Create menu for signed-in people: a pin (/pin-builder) or a board (dialog). */
export function CreateMenu() {
  const [creatingBoard, setCreatingBoard] = useState(false);
  return (
    <>
      <Menu
        label="Create"
        trigger={
          <Button variant="tertiary" iconEnd="chevron-down">
            Create
          </Button>
        }
      >
        <MenuLink to="/pin-builder">Create Pin</MenuLink>
        <MenuItem onSelect={() => setCreatingBoard(true)}>Create board</MenuItem>
      </Menu>
      <CreateBoardDialog open={creatingBoard} onOpenChange={setCreatingBoard} />
    </>
  );
}
