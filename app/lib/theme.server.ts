import { THEME_COLOR, THEME_STORAGE_KEY } from '#domain/layout/theme';
import { DARK_QUERY } from './theme';

/**
 * The script the server inlines at the top of `<head>` (the root loader gives it to the layout,
 * so no page's JS carries it): it runs before any stylesheet paints, so a dark page never shows
 * a light frame first. It repeats readThemeChoice/resolveTheme in
 * plain ES5 because it runs before the bundle loads; theme.test.ts runs it against both.
 */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const colors = JSON.stringify(THEME_COLOR);
  return [
    '(function(){var t;',
    `try{t=localStorage.getItem(${key})}catch(e){}`,
    "if(t!=='dark'&&t!=='light'){",
    `t=window.matchMedia&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches?'dark':'light'}`,
    'document.documentElement.setAttribute("data-theme",t);',
    `var c=${colors}[t],m=document.querySelector('meta[name="theme-color"]');`,
    'if(m)m.setAttribute("content",c)})()',
  ].join('');
}
