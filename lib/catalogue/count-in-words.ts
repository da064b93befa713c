const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count as copy writes it: words up to ten, figures above (the style guides' rule). */
export const countInWords = (count: number) => WORDS[count] ?? String(count);

/** The same at the start of a sentence or heading: "Six". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
