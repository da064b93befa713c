export { UnauthorizedBoundary as default } from '@/components/layout/status-boundary';
