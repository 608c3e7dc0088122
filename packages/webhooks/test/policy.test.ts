/**
 * Which URLs a webhook may call: the operator's host list, and the address the name resolves to
 * (loopback, private and link-local refused unless that network is allowed), checked again where
 * the connection is made, so a name whose DNS answer changes cannot reach an internal address.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOnce, WebhookPolicy } from '../src/index';

type Answer = { address: string; family: number }[];
const dnsOf = (table: Record<string, Answer>) => async (host: string) => {
  const answer = table[host];
  if (!answer) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
  return answer;
};
const v4 = (address: string) => ({ address, family: 4 });

async function refusal(policy: WebhookPolicy, url: string): Promise<{ code: string; message: string } | undefined> {
  return policy.check(url).then(
    () => undefined,
    (err: { code: string; message: string }) => ({ code: err.code, message: err.message }),
  );
}

describe('WebhookPolicy.check', () => {
  const policy = new WebhookPolicy({
    allowedHosts: ['hooks.example.com', '*.law.example', 'rebind.example', 'mixed.example', 'metadata.example', '127.0.0.1', 'v6.example'],
    resolve: dnsOf({
      'hooks.example.com': [v4('93.184.216.34')],
      'intake.law.example': [v4('93.184.216.35')],
      'rebind.example': [v4('127.0.0.1')],
      'mixed.example': [v4('93.184.216.36'), v4('10.1.2.3')],
      'metadata.example': [v4('169.254.169.254')],
      'v6.example': [{ address: '::ffff:192.168.1.1', family: 6 }],
    }),
  });

  it('allows listed hosts and subdomains of a *. rule that resolve to public addresses', async () => {
    expect(await refusal(policy, 'https://hooks.example.com/wcab')).toBeUndefined();
    expect(await refusal(policy, 'http://intake.law.example:8443/in?x=1')).toBeUndefined();
  });

  it('refuses hosts not listed, with WEBHOOK_NOT_ALLOWED', async () => {
    expect(await refusal(policy, 'https://evil.example.net/')).toMatchObject({
      code: 'WEBHOOK_NOT_ALLOWED',
      message: expect.stringContaining('WEBHOOK_ALLOWED_HOSTS'),
    });
    expect(await refusal(policy, 'https://law.example/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' }); // *.law.example is subdomains only
    expect(await refusal(policy, 'https://hooks.example.com.evil.net/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' });
    expect(await refusal(policy, 'ftp://hooks.example.com/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' });
    expect(await refusal(policy, 'https://user:pw@hooks.example.com/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' });
  });

  it('refuses an allowed name that resolves to loopback, private (any of its answers), link-local or mapped private addresses', async () => {
    expect(await refusal(policy, 'https://rebind.example/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED', message: expect.stringContaining('127.0.0.1') });
    expect(await refusal(policy, 'https://mixed.example/')).toMatchObject({ message: expect.stringContaining('10.1.2.3') });
    expect(await refusal(policy, 'https://metadata.example/')).toMatchObject({ message: expect.stringContaining('169.254.169.254') });
    expect(await refusal(policy, 'https://v6.example/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' });
    // A listed address literal is still a loopback address.
    expect(await refusal(policy, 'http://127.0.0.1:9/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' });
  });

  it('lets an explicitly allowed network through, and only that one', async () => {
    const office = new WebhookPolicy({
      allowedHosts: ['127.0.0.1', 'mixed.example'],
      allowedNetworks: ['127.0.0.1/32'],
      resolve: dnsOf({ 'mixed.example': [v4('10.1.2.3')] }),
    });
    expect(await refusal(office, 'http://127.0.0.1:9/')).toBeUndefined();
    expect(await refusal(office, 'https://mixed.example/')).toMatchObject({ code: 'WEBHOOK_NOT_ALLOWED' });
    expect(office.addressAllowed('127.0.0.2')).toBe(false);
    expect(office.addressAllowed('::1')).toBe(false);
  });

  it('with no host allowed, says webhooks are off', async () => {
    const off = new WebhookPolicy({ allowedHosts: [] });
    expect(off.enabled).toBe(false);
    expect(await refusal(off, 'https://hooks.example.com/')).toMatchObject({ message: expect.stringContaining('Webhooks are off') });
  });

  it('refuses a malformed network setting at start', () => {
    expect(() => new WebhookPolicy({ allowedHosts: [], allowedNetworks: ['10.0.0.0/33'] })).toThrow(/Invalid network/);
    expect(() => new WebhookPolicy({ allowedHosts: [], allowedNetworks: ['office'] })).toThrow(/Invalid network/);
  });
});

describe('deliverOnce connects only to a checked address', () => {
  let receiver: http.Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      hits++;
      req.resume();
      res.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('a name that passed at submission but now resolves to loopback is not connected to', async () => {
    // The first answer is public (the submission check passes); delivery resolves again and gets loopback.
    const answers: Answer[] = [[v4('93.184.216.34')], [v4('127.0.0.1')]];
    const policy = new WebhookPolicy({ allowedHosts: ['flip.example'], resolve: async () => answers.shift() ?? [v4('127.0.0.1')] });
    await policy.check(`http://flip.example:${port}/`);
    const before = hits;
    const attempt = await deliverOnce({ url: `http://flip.example:${port}/`, body: '{}', secret: 's', id: 'job_x' }, policy, 2000);
    expect(attempt).toMatchObject({ ok: false, status: null, retryable: false, error: expect.stringContaining('127.0.0.1') });
    expect(hits).toBe(before);
  });

  it('an allowed network is delivered to, through the checked address', async () => {
    const policy = new WebhookPolicy({ allowedHosts: ['receiver.test'], allowedNetworks: ['127.0.0.1/32'], resolve: async () => [v4('127.0.0.1')] });
    const attempt = await deliverOnce({ url: `http://receiver.test:${port}/in`, body: '{}', secret: 's', id: 'job_x' }, policy, 2000);
    expect(attempt).toMatchObject({ ok: true, status: 200 });
    expect(hits).toBeGreaterThan(0);
  });
});
