// issue 16: this route's page is being built; until then it answers 404 and nothing links here.
export function loader() {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export default function Unbuilt() {
  return null;
}
