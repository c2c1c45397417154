import { createRequestHandler, type ServerBuild } from 'react-router';

type Handler = ReturnType<typeof createRequestHandler>;

/**
 * One React Router handler per route branch (decision 084). The framework matches a request
 * against every route three times (its handler, its static handler's query, the rendered
 * router), compiling each route's pattern anew, and builds its router's routes from the whole
 * manifest on every render: 18% of a small page's CPU with our 117 routes. The gate already knows
 * the route a path renders (`routeMatcher`), so the request goes to a handler made from a build
 * that holds that route and its parents alone; the framework then does the same work over three
 * routes. The page is the same: the browser's manifest is its own file (route discovery
 * "initial"), and links resolve against the matched routes, which are the same routes.
 */
export function branchHandlers(build: ServerBuild): (leafId: string | null) => Handler {
  const whole = createRequestHandler(build, 'production');
  const byLeaf = new Map<string, Handler>();
  return (leafId) => {
    // a path no route renders is the whole build's 404
    if (leafId === null || !build.routes[leafId]) return whole;
    let handler = byLeaf.get(leafId);
    if (!handler) {
      handler = createRequestHandler(branchBuild(build, leafId), 'production');
      byLeaf.set(leafId, handler);
    }
    return handler;
  };
}

/** `build` with the route `leafId` and its parents alone, in its routes and its manifest. */
function branchBuild(build: ServerBuild, leafId: string): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  const manifest: ServerBuild['assets']['routes'] = {};
  for (let id: string | undefined = leafId; id; id = build.routes[id]?.parentId) {
    routes[id] = build.routes[id];
    manifest[id] = build.assets.routes[id];
  }
  return { ...build, routes, assets: { ...build.assets, routes: manifest } };
}
