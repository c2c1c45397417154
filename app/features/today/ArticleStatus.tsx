import { useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';
import { useDeviceClass } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import s from './Composer.module.css';
import '../../lib/texts/discover';

/** Publish or Unpublish: a plain POST, so it works before the scripts load. */
export function PublishButton(props: { published: boolean; busy: boolean }) {
  const t = useT();
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
        {props.published ? t('today.unpublish') : t('today.publish')}
      </Button>
    </Form>
  );
}

/** Delete, asked first in a dialog (without scripts it posts straight away). */
export function DeleteArticleButton(props: { title: string; busy: boolean }) {
  const csrf = useCsrfToken();
  const t = useT();
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
          {t('today.delete')}
        </Button>
      </Form>
      <Modal
        mobile={device !== 'desktop'}
        sheetVariant={device === 'tablet' ? 'tablet' : 'slideUp'}
        alert
        size="sm"
        open={open}
        onOpenChange={setOpen}
        title={t('today.deleteOf', { name: props.title })}
        description={t('today.deleteLead')}
        footer={
          <>
            <DialogClose>
              <Button>{t('today.cancel')}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                submit({ _csrf: csrf, intent: 'delete' }, { method: 'post' });
                setOpen(false);
              }}
            >
              {t('today.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}
