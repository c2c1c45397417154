import { createElement, useContext } from 'react';
import { PrefetchPageLinks, UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** One precedence for every stylesheet: React keeps them in the order they first appear. */
const PRECEDENCE = 'page';

/**
 * React Router's `<Links>` in the one form that cannot lose a stylesheet (decision 041). Its
 * `<link rel="stylesheet">` are plain elements React owns: React takes one out when the page
 * that rendered it goes (a navigation, the root's error boundary remounting the document), and
 * the code of a part fetched later, which Vite gives only stylesheets the page does not link
 * already, is then drawn without them. Here every stylesheet of the matched routes (the build's
 * manifest, then each route module's `links`) is a React 19 stylesheet resource
 * (`precedence`): React hoists it into <head> once, never removes it, finds the server's own
 * when it hydrates instead of matching <head> by position, and holds a navigation's commit until
 * the next page's stylesheets have loaded. React Router marks a file a lazy chunk also imports
 * with a trailing '#' so that Vite links it again when its own link goes; kept for good, one
 * link per file is enough (two would apply the same rules twice, the later one out of order).
 */
export function StyleSheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const sheets: string[] = [];
  const others: React.ReactNode[] = [];
  const addSheet = (href: string) => {
    const file = href.replace(/#$/, '');
    if (!sheets.includes(file)) sheets.push(file);
  };
  for (const match of matches) {
    for (const href of framework.manifest.routes[match.id]?.css ?? []) addSheet(href);
    for (const link of framework.routeModules[match.id]?.links?.() ?? []) {
      if ('page' in link && typeof link.page === 'string') {
        others.push(createElement(PrefetchPageLinks, { key: `page:${link.page}`, ...link }));
      } else if ('rel' in link && link.rel === 'stylesheet' && link.href && !link.media) {
        addSheet(link.href);
      } else if ('rel' in link) {
        others.push(createElement('link', { key: `${link.rel}:${link.href ?? ''}`, ...link }));
      }
    }
  }
  return (
    <>
      {sheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />
      ))}
      {others}
    </>
  );
}
