import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('password/reset', 'routes/password-reset.tsx'),
  route('settings', 'routes/settings.tsx'),
  route('settings/avatar', 'routes/settings-avatar.tsx'),
  route('me', 'routes/me.tsx'),
  route('_dev/mail', 'routes/dev-mail.tsx'),
  route('_dev/ui', 'routes/dev-ui.tsx'),
  route('_dev/experiences', 'routes/dev-experiences.tsx'),
  route('_debug/viewer', 'routes/debug-viewer.tsx'),
  route('pin-builder', 'routes/pin-builder.tsx'),
  // spec 02 §2 creation tools (M-089): /pin-editor is the same builder
  route('pin-editor', 'routes/pin-builder.tsx', { id: 'pin-editor' }),
  // spec 02 §2 (M-095): the collage creation tool (issue 14)
  route('collage-creation-tool', 'routes/collage-creation-tool.tsx'),
  route('pin/:pinParam', 'routes/pin.tsx'),
  route('pin/:pinParam/edit', 'routes/pin-edit.tsx'),
  // issue 15: a pin's stats (spec 01 §2), the creator's overview and its CSV export
  route('pin/:pinParam/analytics', 'routes/pin-analytics.tsx'),
  route('analytics/overview', 'routes/analytics-overview.tsx'),
  route('analytics/overview/export.csv', 'routes/analytics-export.ts'),
  route('board/:boardId/edit', 'routes/board-edit.tsx'),
  route('board/:boardId/edit/collaborators', 'routes/board-collaborators.tsx'),
  route('board/:boardId/edit/add_collaborators', 'routes/board-collaborators.tsx', {
    id: 'board-add-collaborators',
  }),
  route('boardsection/:sectionId/edit', 'routes/section-edit.tsx'),
  route('board/invite/:code', 'routes/board-invite.tsx'),
  route('invites', 'routes/invites.tsx'),
  route('conversation/:conversationId', 'routes/conversation.tsx'),
  // spec 02 §2 (M-079) account route
  route('notifications', 'routes/notifications.tsx'),
  route('invited', 'routes/invited.tsx'),
  route('offsite', 'routes/offsite.tsx'),
  // spec 01 §2 (P-042, P-043): the clickthrough interstitial
  route('pin_redirect', 'routes/pin-redirect.tsx'),
  route('community-guidelines', 'routes/community-guidelines.tsx'),
  // spec 01 §2 (P-037): 'Tune your home feed'
  route('edit', 'routes/tune.tsx'),
  // employee pages (requireEmployee: a 404 for everyone else)
  route('admin/domains', 'routes/admin-domains.tsx'),
  route('admin/reports', 'routes/admin-reports.tsx'),
  route('admin/experiences', 'routes/admin-experiences.tsx'),
  route('admin/experiences/new', 'routes/admin-experience-edit.tsx', {
    id: 'admin-experience-new',
  }),
  route('admin/experiences/:experienceId', 'routes/admin-experience-edit.tsx'),
  // spec 02 §1: where the business upgrade banner (503755) leads
  route('business/convert', 'routes/business-convert.tsx'),
  // issue 16: search (spec 01 §2 P-035, 02 §2 M-053, 02 §3 M-180 scopes)
  route('search', 'routes/search.tsx'),
  route('search/:scope', 'routes/search-results.tsx'),
  // issue 16: ideas, topics and videos (spec 01 §2 P-044, 02 §2 M-054..M-057, M-060)
  route('ideas', 'routes/ideas.tsx'),
  route('ideas/:slug', 'routes/ideas-topic.tsx'),
  route('ideas/:slug/:interestId', 'routes/ideas-topic.tsx', { id: 'ideas-topic-id' }),
  route('topics', 'routes/topics.tsx'),
  route('videos', 'routes/videos.tsx'),
  route('videos/:category/:categoryId', 'routes/videos-category.tsx'),
  // issue 16: today articles (spec 02 §2 M-061..M-067) and their composer
  route('today', 'routes/today.tsx'),
  route('today/article/:articleId', 'routes/today-article.tsx'),
  route('today/:kind', 'routes/today.tsx', { id: 'today-kind' }),
  route('discover/article/:slug', 'routes/discover-article.tsx'),
  route('admin/today', 'routes/admin-today.tsx'),
  route('admin/today/:articleId', 'routes/admin-today-edit.tsx'),
  // issue 16: shopping (spec 02 §2 M-058, M-059)
  route('shopping', 'routes/shopping.tsx'),
  route('shopping/:category/:categoryId', 'routes/shopping-category.tsx'),
  // issue 16: feeds (spec 02 §2 M-052 /homefeed/, the following feed) and visual search (M-037, M-038)
  route('homefeed', 'routes/homefeed.tsx'),
  route('following', 'routes/following.tsx'),
  route('pin/:pinParam/visual-search', 'routes/pin-visual-search.tsx'),
  route('pin/:pinParam/visual-search/products', 'routes/pin-visual-search.tsx', {
    id: 'pin-visual-search-products',
  }),
  route(':username', 'routes/profile.tsx'),
  route(':username/_created', 'routes/profile-created.tsx'),
  route(':username/:boardSlug', 'routes/board.tsx'),
  route(':username/:boardSlug/:sectionSlug', 'routes/board-section.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
