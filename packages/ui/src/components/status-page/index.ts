export { EmptyPage, ForbiddenPage, NotFoundPage, StatusPage, type StatusPageProps } from './status-page';
