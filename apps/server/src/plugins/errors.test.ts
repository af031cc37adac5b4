import { calls, validationMessage } from '@shopkeeper/contract';
import { expect, it } from 'vitest';
import { countRows, describeApi } from '../test/harness.ts';

describeApi('hostile requests get catalogue answers', (api) => {
  it('a body nested 7,000 levels deep is refused naming the body, and a signed-in caller is still served', async () => {
    const { token } = await api().merchant();
    const deep = `{"username":"a","password":"b","x":${'{"a":'.repeat(7000)}1${'}'.repeat(7000)}}`;
    const sessions = await countRows(api().database, 'sessions');
    const answers = await Promise.all(
      [calls.login.path, calls.updateLang.path].map((path) =>
        api().raw({
          method: 'POST',
          url: `/api${path}`,
          headers: { 'content-type': 'application/json', authorization: token, 'accept-language': 'fr' },
          payload: deep,
        }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 405,
        msg: validationMessage('invalid', 'fr', 'body'),
        data: { field: 'body', variant: 'invalid', maxDepth: 32 },
      });
    }
    expect(await countRows(api().database, 'sessions')).toBe(sessions);
    const me = await api().call(calls.getMe, {}, { token });
    expect(me.code).toBe(200);
  });
});
