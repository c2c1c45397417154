import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useCsrfToken } from '../../lib/root-data';

/**
 * One action's form: a POST to the page's action with the CSRF token and `fields` (in their order)
 * as hidden inputs, so it works before the scripts load. With `ask`, scripts ask first instead
 * (a dialog that posts the same fields); without them it posts straight away.
 */
export function PostForm(props: {
  fields: Record<string, string>;
  ask?: () => void;
  children: ReactNode;
}) {
  const csrf = useCsrfToken();
  const { ask } = props;
  return (
    <Form
      method="post"
      onSubmit={
        ask
          ? (event) => {
              event.preventDefault();
              ask();
            }
          : undefined
      }
    >
      <input type="hidden" name="_csrf" value={csrf} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
    </Form>
  );
}
