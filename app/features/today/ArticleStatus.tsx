import { useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { Modal } from '../../ui/Modal';
import s from './Composer.module.css';

/** Publish or Unpublish: a plain POST, so it works before the scripts load. */
export function PublishButton(props: { published: boolean; busy: boolean }) {
  const csrf = useCsrfToken();
  return (
    <Form method="post" className={s.inline}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={props.published ? 'unpublish' : 'publish'} />
      <Button
        type="submit"
        variant={props.published ? 'secondary' : 'primary'}
        loading={props.busy}
      >
        {props.published ? 'Unpublish' : 'Publish'}
      </Button>
    </Form>
  );
}

/** Delete, asked first in a dialog (without scripts it posts straight away). */
export function DeleteArticleButton(props: { title: string; busy: boolean }) {
  const csrf = useCsrfToken();
  const submit = useSubmit();
  const device = useDeviceClass();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form
        method="post"
        className={s.inline}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="delete" />
        <Button type="submit" loading={props.busy}>
          Delete
        </Button>
      </Form>
      <Modal
        mobile={device !== 'desktop'}
        sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
        alert
        size="sm"
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${props.title}?`}
        description="It leaves Today at once and its link stops working. The pins themselves stay where they are."
        footer={
          <>
            <DialogClose>
              <Button>Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                submit({ _csrf: csrf, intent: 'delete' }, { method: 'post' });
                setOpen(false);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </>
  );
}
