import type { ContactRequest } from './app-state-provider';
import { primaryButton } from './button-styles';
import { ContactButton } from './contact-button';

type Props = {
  heading: string;
  text: string;
  button: string;
  request: ContactRequest;
  className?: string;
};

/** A dark closing call to action that opens the contact modal. */
export function CtaBanner({ heading, text, button, request, className = '' }: Props) {
  return (
    <section className={`bg-ink text-center text-white ${className}`}>
      <h2 className="text-2xl font-bold md:text-3xl">{heading}</h2>
      <p className="mt-3 text-white/85">{text}</p>
      <ContactButton
        request={request}
        className={`${primaryButton} mt-6 bg-accent text-ink hover:bg-amber-400`}
      >
        {button}
      </ContactButton>
    </section>
  );
}
