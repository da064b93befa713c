/**
 * Keeps digits only, at most 10 (docs/product.md#validation). A pasted Indian number with its country code
 * (+91 98765 43210) or trunk prefix (098765 43210) keeps its ten subscriber digits.
 */
export function sanitizePhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, 10);
}
