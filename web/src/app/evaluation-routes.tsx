import type { RouteObject } from 'react-router';

/** The evaluation pages (issues 5 and 6): dashboard, equivalence form, payment, history, certificate request. */
export const evaluationRoutes: RouteObject[] = [];
