import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { pages, routeId } from './pages.ts';

export default [
  ...pages.map((entry) =>
    entry.path === '/'
      ? index(entry.module, { id: routeId(entry) })
      : route(entry.path, entry.module, { id: routeId(entry) }),
  ),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
