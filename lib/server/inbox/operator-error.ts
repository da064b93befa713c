/** A request the command refuses as given (exit 2), or one it cannot carry out (exit 1). */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly kind: 'usage' | 'failed',
  ) {
    super(message);
  }
}
