export { NotFoundBoundary as default } from '@/components/layout/status-boundary';
