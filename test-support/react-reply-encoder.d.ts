// The one function the tests use from React's Flight client that Next ships untyped: what the
// browser sends as a Server Action's arguments (a string, or form data when they hold a form).
declare module 'next/dist/compiled/react-server-dom-webpack/client.node' {
  export function encodeReply(value: unknown): Promise<string | FormData>;
}
