import { redirect } from 'react-router';

/** /topics (spec 02 §2): the old name of the ideas pages, moved there for good. */
export function loader() {
  throw redirect('/ideas/', 301);
}

export default function Topics() {
  return null;
}
