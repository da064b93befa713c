import { cn } from '@/lib/cn';
import type { ContactRequest } from '@/lib/contact-modal-requests';
import { ContactButton } from './contact-button';
import { buttonVariants } from './ui/button-variants';

type Props = {
  heading: string;
  text: string;
  button: string;
  request: ContactRequest;
  className?: string;
};

/** A dark closing call to action that opens the contact modal; its button stands out in amber. */
export function CtaBanner({ heading, text, button, request, className }: Props) {
  return (
    <section className={cn('laid-out-when-near bg-ink text-center text-white', className)}>
      <h2 className="text-2xl font-bold md:text-3xl">{heading}</h2>
      <p className="mt-3 text-white/85">{text}</p>
      <ContactButton
        request={request}
        className={cn(buttonVariants({ variant: 'accent' }), 'mt-6')}
      >
        {button}
      </ContactButton>
    </section>
  );
}
