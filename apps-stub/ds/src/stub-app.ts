/** ds (直销): every path is the generic stub page. */
import type { RouteObject } from 'react-router-dom';
import { defineStubApp } from '../../kit/define-stub-app';
import { StubPage } from '../../kit/stub-page';

export const dsRoutes: RouteObject[] = [{ path: '*', Component: StubPage }];

export const stubApp = defineStubApp({ app: 'ds', routes: dsRoutes });
