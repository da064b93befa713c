import type { toast as sonnerToast } from 'sonner';
import { requestToaster } from './toaster-demand';

type Toast = typeof sonnerToast;

// sonner loads with the first toast rather than in every page's first load; the toaster shows
// the toasts created before it mounted.
function withToast<T>(show: (toast: Toast) => T): Promise<T | undefined> {
  requestToaster();
  return import('sonner').then(
    ({ toast }) => show(toast),
    (error: unknown) => {
      console.error('Toasts could not load', error);
      return undefined;
    },
  );
}

// Durations of docs/product.md#toasts: success 2 s, error 4 s, loading until dismissed. A toast given an
// `id` replaces the one showing under it instead of stacking another.
export const notify = {
  success: (message: string, id?: string) =>
    withToast((toast) => toast.success(message, { duration: 2000, id })),
  error: (message: string, id?: string) =>
    withToast((toast) => toast.error(message, { duration: 4000, id })),
  loading: (message: string) =>
    withToast((toast) => toast.loading(message, { duration: Infinity })),
  dismiss: (id?: string | number) => withToast((toast) => toast.dismiss(id)),
};
