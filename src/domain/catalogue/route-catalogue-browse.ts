import { type CatalogueRoute, page, redirect } from './route-catalogue-types.ts';
import { REPIN_HASH } from './routes.ts';

/** spec 02 §2 pin, board, profile and discovery routes, and spec 01 §2's closeup routes among them. */
export const BROWSE_ROUTES: readonly CatalogueRoute[] = [
  // spec 02 §2 Pin
  {
    ids: ['M-032', 'P-025'],
    pattern: '/pin/:pinParam',
    example: '/pin/{pin}/',
    disposition: page('pin.tsx'),
  },
  {
    ids: ['M-033'],
    pattern: '/pin/:pinParam/comments',
    example: '/pin/{pin}/comments/',
    // decision 042: the pin's comments, server-rendered a page at a time
    disposition: page('pin-comments.tsx'),
  },
  {
    ids: ['M-034'],
    pattern: '/pin/:pinParam/edit',
    example: '/pin/{pin}/edit',
    disposition: page('pin-edit.tsx', { visitors: 'prompt' }),
  },
  {
    ids: ['M-035', 'P-030'],
    pattern: '/pin/:pinParam/repin',
    example: '/pin/{pin}/repin/',
    // the closeup's Save button and board picker are the repin screen: it opens them
    disposition: redirect(`/pin/:pinParam/${REPIN_HASH}`, 302),
  },
  {
    ids: ['M-036'],
    pattern: '/pin/:pinParam/repin/x',
    example: '/pin/{pin}/repin/x/',
    disposition: redirect('/pin/:pinParam/', 302),
  },
  {
    ids: ['M-037'],
    pattern: '/pin/:pinParam/visual-search',
    example: '/pin/{pin}/visual-search/',
    disposition: page('pin-visual-search.tsx'),
  },
  {
    ids: ['M-038'],
    pattern: '/pin/:pinParam/visual-search/products',
    example: '/pin/{pin}/visual-search/products/',
    disposition: page('pin-visual-search.tsx'),
  },
  {
    ids: ['M-039'],
    pattern: '/pin/:pinParam/sent/*',
    example: '/pin/{pin}/sent/?invite_code=abc',
    disposition: redirect('/pin/:pinParam/', 302, { keepQuery: true }),
  },
  {
    ids: ['M-040'],
    pattern: '/pin/:pinParam/feedback/*',
    example: '/pin/{pin}/feedback/',
    disposition: redirect('/pin/:pinParam/', 302),
  },
  {
    ids: ['M-041'],
    pattern: '/pin/create',
    example: '/pin/create/',
    disposition: redirect('/pin-builder/', 301),
  },
  {
    ids: ['M-042', 'P-042', 'P-043'],
    pattern: '/pin_redirect',
    example: '/pin_redirect?redirectUrl=https%3A%2F%2Fexample.com%2F&pin={pin}',
    disposition: page('pin-redirect.tsx'),
  },
  {
    ids: ['P-026'],
    pattern: '/pin/:pinParam/analytics',
    example: '/pin/{pin}/analytics',
    disposition: page('pin-analytics.tsx', { visitors: 'login' }),
  },
  // spec 02 §2 Boards
  {
    ids: ['M-043'],
    pattern: '/board/:boardId/edit',
    example: '/board/{boardId}/edit/',
    disposition: page('board-edit.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-044'],
    pattern: '/board/:boardId/edit/collaborators',
    example: '/board/{boardId}/edit/collaborators/',
    disposition: page('board-collaborators.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-045'],
    pattern: '/board/:boardId/edit/add_collaborators',
    example: '/board/{boardId}/edit/add_collaborators/',
    disposition: page('board-collaborators.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-046'],
    pattern: '/boardsection/:sectionId/edit',
    example: '/boardsection/{sectionId}/edit/',
    disposition: page('section-edit.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-047', 'P-039'],
    pattern: '/:username/:boardSlug',
    example: '/{username}/{board}/',
    disposition: page('board.tsx'),
  },
  {
    ids: ['M-048'],
    pattern: '/:username/:boardSlug/:sectionSlug',
    example: '/{username}/{board}/{section}/',
    disposition: page('board-section.tsx'),
  },
  // spec 02 §2 Profile (M-050: reserved words, RESERVED_TOP_LEVEL in routes.ts)
  {
    ids: ['M-049', 'P-031', 'P-033'],
    pattern: '/:username',
    example: '/{username}/',
    disposition: page('profile.tsx'),
  },
  {
    ids: ['P-034'],
    pattern: '/:username/_created',
    example: '/{username}/_created/',
    disposition: page('profile-created.tsx'),
  },
  // spec 02 §2 Discovery
  { ids: ['M-051'], pattern: '/', example: '/', disposition: page('home.tsx') },
  {
    ids: ['M-052'],
    pattern: '/homefeed',
    example: '/homefeed/',
    // the home feed lives at /
    disposition: redirect('/', 301, { file: 'homefeed.tsx' }),
  },
  {
    ids: ['M-053'],
    pattern: '/search',
    example: '/search/?q=reading',
    // the Pins results are the search page
    disposition: redirect('/search/pins/', 302, { file: 'search.tsx', keepQuery: true }),
  },
  {
    ids: ['P-035'],
    pattern: '/search/:scope',
    example: '/search/pins/?q=reading&rs=typed',
    disposition: page('search-results.tsx'),
  },
  { ids: ['M-054'], pattern: '/ideas', example: '/ideas/', disposition: page('ideas.tsx') },
  {
    ids: ['P-044'],
    pattern: '/ideas/:slug',
    example: '/ideas/art/',
    disposition: page('ideas-topic.tsx'),
    unknownObject: true,
  },
  {
    ids: ['M-055'],
    pattern: '/ideas/:slug/:interestId',
    example: '/ideas/art/1/',
    disposition: page('ideas-topic.tsx'),
    unknownObject: true,
  },
  { ids: ['M-056'], pattern: '/videos', example: '/videos/', disposition: page('videos.tsx') },
  {
    ids: ['M-057'],
    pattern: '/videos/:category/:categoryId',
    example: '/videos/food-and-drink/1/',
    disposition: page('videos-category.tsx'),
    unknownObject: true,
  },
  {
    ids: ['M-058'],
    pattern: '/shopping',
    example: '/shopping/',
    disposition: page('shopping.tsx'),
  },
  {
    ids: ['M-059'],
    pattern: '/shopping/:category/:categoryId',
    example: '/shopping/home-decor/1/',
    disposition: page('shopping-category.tsx'),
    unknownObject: true,
  },
  {
    ids: ['M-060'],
    pattern: '/topics',
    example: '/topics/',
    // the old name of the ideas pages
    disposition: redirect('/ideas/', 301, { file: 'topics.tsx' }),
  },
  { ids: ['M-061'], pattern: '/today', example: '/today/', disposition: page('today.tsx') },
  {
    ids: ['M-062'],
    pattern: '/today/article/:articleId',
    example: '/today/article/1/',
    disposition: page('today-article.tsx'),
    unknownObject: true,
  },
  {
    ids: ['M-063', 'M-064', 'M-065', 'M-066'],
    pattern: '/today/:kind',
    example: '/today/best/',
    disposition: page('today.tsx'),
  },
  {
    ids: ['M-067'],
    pattern: '/discover/article/:slug',
    example: '/discover/article/x/',
    disposition: page('discover-article.tsx'),
    unknownObject: true,
  },
];
