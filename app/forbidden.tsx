export { ForbiddenBoundary as default } from '@/components/layout/status-boundary';
