import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { CreateBoardDialog } from '../boards';
import s from './CreateMenu.module.css';

/** The header's Create menu for signed-in people: a pin (/pin-builder) or a board (dialog). */
export function CreateMenu() {
  const [creatingBoard, setCreatingBoard] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={s.trigger}>
          Create
          <ChevronDown size={16} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={s.menu} align="start" sideOffset={8}>
            <DropdownMenu.Item asChild className={s.item}>
              <Link to="/pin-builder">Create Pin</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={s.item} onSelect={() => setCreatingBoard(true)}>
              Create board
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <CreateBoardDialog open={creatingBoard} onOpenChange={setCreatingBoard} />
    </>
  );
}
