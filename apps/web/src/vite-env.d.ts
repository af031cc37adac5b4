/// <reference types="vite/client" />

declare module 'virtual:shopkeeper-calls' {
  const table: Record<
    string,
    {
      path: string;
      method: 'GET' | 'POST';
      auth: string;
      files?: readonly { name: string; required: boolean }[];
      idempotent?: boolean;
    }
  >;
  export default table;
}
