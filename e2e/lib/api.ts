/** A call to the API of the server at `baseUrl`, as the apps make it; anything but code 200 throws. */
export async function call<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(body instanceof FormData || method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: method === 'GET' ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  }).then((r) => r.json());
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data as T;
}
