// Whether a toast has been asked for yet: the toaster mounts (and sonner loads) only then.

let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isToasterWanted = () => wanted;
