import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetTokenSecretForTests, tokenSecret } from './token-secret.js';

/** A stand-in for AWS's Parameters and Secrets extension on localhost (the shape of its documented API). */
let server: Server;
let seen: IncomingMessage[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { SecretString: 'from-secrets-manager' } };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const env = { ...process.env };
const onAws = () => {
  delete process.env.TOKEN_SECRET;
  process.env.TOKEN_SECRET_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:TokenSecret-abc';
  process.env.AWS_SESSION_TOKEN = 'session-token';
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
};
afterEach(() => {
  process.env = { ...env };
  seen = [];
  answer = { status: 200, body: { SecretString: 'from-secrets-manager' } };
  resetTokenSecretForTests();
});

describe('the token secret', () => {
  it('comes from TOKEN_SECRET on the local stack, without asking anything', async () => {
    process.env.TOKEN_SECRET = 'local-secret';
    expect(new TextDecoder().decode(await tokenSecret())).toBe('local-secret');
    expect(seen).toHaveLength(0);
  });

  it('on AWS, comes from the secrets extension by ARN with the session token, once per container', async () => {
    onAws();
    expect(new TextDecoder().decode(await tokenSecret())).toBe('from-secrets-manager');
    await tokenSecret();
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/secretsmanager/get');
    expect(url.searchParams.get('secretId')).toBe(process.env.TOKEN_SECRET_ARN);
    expect(seen[0]!.headers['x-aws-parameters-secrets-token']).toBe('session-token');
  });

  it('fails loudly on a refusal or an empty secret, and asks again next time', async () => {
    onAws();
    answer = { status: 400, body: { message: 'not ready' } };
    await expect(tokenSecret()).rejects.toThrow(/answered 400/);
    answer = { status: 200, body: { SecretString: '' } };
    await expect(tokenSecret()).rejects.toThrow(/empty/);
    answer = { status: 200, body: { SecretString: 'later' } };
    expect(new TextDecoder().decode(await tokenSecret())).toBe('later');
    expect(seen).toHaveLength(3);
  });
});
