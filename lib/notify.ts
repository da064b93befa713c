import { toast } from 'sonner';

// Durations of SPEC section 4: success 2 s, error 4 s, loading until dismissed.
export const notify = {
  success: (message: string) => toast.success(message, { duration: 2000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
  loading: (message: string) => toast.loading(message, { duration: Infinity }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
