import { cn } from '@/lib/ui/cn';
import { buttonVariants } from './button-variants';

const classes = (value: string) => value.split(' ');

describe('buttonVariants', () => {
  it('gives the accent variant its look instead of the primary one', () => {
    const accent = classes(cn(buttonVariants({ variant: 'accent' }), 'mt-6'));
    expect(accent).toContain('button-accent');
    expect(accent).not.toContain('button-primary');
    expect(accent).toContain('mt-6');
  });

  it('lets a caller hide the button below a breakpoint (the base display gives way)', () => {
    const header = classes(cn(buttonVariants(), 'hidden sm:inline-flex'));
    expect(header).toContain('hidden');
    expect(header).toContain('sm:inline-flex');
    expect(header).not.toContain('inline-flex');
  });

  it('sizes and widens without repeating padding', () => {
    const submit = classes(buttonVariants({ size: 'lg', width: 'full' }));
    expect(submit).toEqual(expect.arrayContaining(['px-6', 'py-3', 'text-lg', 'w-full']));
    expect(submit).not.toContain('px-5');
  });
});
