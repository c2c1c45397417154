// Placeholder while issue 4 is built; replaced by its real page.
export default function Page() {
  return <p>Coming in this change.</p>;
}
