import type { RouteObject } from 'react-router';

/** Certificates and review (issue 7): public verification, public certificate pages, the review console. */
export const reviewRoutes: RouteObject[] = [];
