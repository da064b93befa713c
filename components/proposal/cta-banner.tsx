import { cn } from '@/lib/ui/cn';
import type { ProposalRequest } from '@/lib/proposal/proposal-requests';
import { ProposalButton } from './proposal-button';
import { buttonVariants } from '../ui/button-variants';

type Props = {
  heading: string;
  text: string;
  button: string;
  request: ProposalRequest;
  className?: string;
};

/** A dark closing call to action that opens the proposal modal; its button stands out in amber. */
export function CtaBanner({ heading, text, button, request, className }: Props) {
  return (
    <section className={cn('laid-out-when-near bg-ink text-center text-white', className)}>
      <h2 className="text-2xl font-bold md:text-3xl">{heading}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-white/85">{text}</p>
      <ProposalButton
        request={request}
        className={cn(buttonVariants({ variant: 'accent' }), 'mt-6')}
      >
        {button}
      </ProposalButton>
    </section>
  );
}
