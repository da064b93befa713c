'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useAppState } from './app-state-provider';

const loadModal = () => import('./contact-modal');

/** Fetches the modal's code ahead of a likely click (hover or focus on an opener). */
export const preloadContactModal = () => {
  loadModal().catch(() => undefined);
};

const ContactModal = dynamic(() => loadModal().then((module) => module.ContactModal), {
  ssr: false,
});

/** Mounts the modal the first time it is wanted, so its code is not part of every page. */
export function ContactModalLoader() {
  const { state } = useAppState();
  const [wanted, setWanted] = useState(false);
  if (state.isModalOpen && !wanted) setWanted(true);
  return wanted ? <ContactModal /> : null;
}
