'use client';

import { ErrorScreen } from '@/components/error-screen';

// The same error screen as the English pages (in English): it keeps the Hindi root layout and
// its contacts, where global-error would replace the whole document.
export default ErrorScreen;
