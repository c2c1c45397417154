import { redirect } from 'react-router';

/** spec 02 §2 M-052 /homefeed/: the home feed lives at /, so this address moves there for good. */
export function loader() {
  throw redirect('/', 301);
}

export default function Homefeed() {
  return null;
}
