/** A request the command refuses as given (exit 2), or one it cannot carry out (exit 1). */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly kind: 'usage' | 'failed',
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

/**
 * Whether an error is an operator's refusal, by its name: the context that threw it is built in
 * another bundle (instrumentation.ts), whose copy of the class `instanceof` would not know.
 */
export const isOperatorError = (error: unknown): error is OperatorError =>
  error instanceof Error && error.name === 'OperatorError' && 'kind' in error;
