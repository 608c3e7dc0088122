/**
 * A local stand-in for a paid LLM API: an HTTP server speaking the OpenAI chat-completions wire
 * protocol (POST /v1/chat/completions with `response_format: {type: 'json_schema', ...}`, answers with
 * `choices[0].message.content`, `finish_reason` and `usage` tokens), scriptable per request: error
 * statuses with `retry-after`, slow answers, truncated or malformed JSON, answers that obey a prompt
 * injection. Listens on 127.0.0.1, port 0. For tests, the evaluation's smoke run and the benchmark;
 * its answers say nothing about any real model's quality.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> } };
  max_tokens?: number;
  [key: string]: unknown;
}

/** What the server does with one request. */
export type MockReply =
  | { kind: 'answer'; content: unknown; finishReason?: string; promptTokens?: number; completionTokens?: number; delayMs?: number }
  | { kind: 'raw'; status: number; body: string; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'hang' };

export type MockScript = (request: ChatRequest, index: number) => MockReply | Promise<MockReply>;

/** A JSON answer (stringified as the message content). */
export const answer = (content: unknown, extra: Omit<Extract<MockReply, { kind: 'answer' }>, 'kind' | 'content'> = {}): MockReply => ({
  kind: 'answer',
  content,
  ...extra,
});
/** An error status in the API's error shape; `retryAfter` seconds as a `retry-after` header. */
export const failure = (status: number, retryAfter?: number): MockReply => ({
  kind: 'raw',
  status,
  body: JSON.stringify({ error: { message: `mock error ${status}`, type: 'server_error', code: null } }),
  headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
});
/** Message content that is not JSON at all, or JSON cut off mid-way (with finish_reason 'length' when `cut`). */
export const malformed = (text = 'Sure! Here is the classification: court_order'): MockReply => ({ kind: 'answer', content: text });
export const truncated = (content: unknown, keep = 0.6): MockReply => {
  const json = JSON.stringify(content);
  return { kind: 'answer', content: json.slice(0, Math.floor(json.length * keep)), finishReason: 'length' };
};

export interface MockLlm {
  url: string;
  /** Base URL for an OpenAI client: `${url}/v1`. */
  baseUrl: string;
  requests: ChatRequest[];
  /** Replace the script (per test). */
  script(fn: MockScript): void;
  /** Total tokens the mock reported. */
  tokens: { prompt: number; completion: number };
  close(): Promise<void>;
}

/** The rough token count the mock reports for a prompt (4 characters a token, like the stage's estimate). */
function promptTokensOf(request: ChatRequest): number {
  return Math.ceil(request.messages.reduce((n, m) => n + String(m.content ?? '').length, 0) / 4);
}

export async function startMockLlm(initial: MockScript = () => failure(500)): Promise<MockLlm> {
  let script = initial;
  const requests: ChatRequest[] = [];
  const tokens = { prompt: 0, completion: 0 };
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let request: ChatRequest;
    try {
      request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'invalid JSON body' } }));
      return;
    }
    const index = requests.push(request) - 1;
    const reply = await script(request, index);
    if (reply.kind === 'hang') return; // never answers: the client's timeout must end it
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    if (reply.kind === 'raw') {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(reply.body);
      return;
    }
    const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
    const prompt = reply.promptTokens ?? promptTokensOf(request);
    const completion = reply.completionTokens ?? Math.ceil(content.length / 4);
    tokens.prompt += prompt;
    tokens.completion += completion;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: `chatcmpl-mock-${index}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: reply.finishReason ?? 'stop', logprobs: null }],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      }),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    tokens,
    script(fn) {
      script = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The document block of a request's user message (between the nonce lines), for scripts that answer from it. */
export function documentOf(request: ChatRequest): string {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  const m = /BEGIN DOCUMENT (\w+)\n([\s\S]*)\nEND DOCUMENT \1/.exec(user);
  return m?.[2] ?? '';
}

/** The local findings a request carries (the stage sends them as JSON), for scripts that echo them. */
export function localFindingsOf(request: ChatRequest): Record<string, any> {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  const m = /^Local findings \(JSON\): (.*)$/m.exec(user);
  try {
    return m ? JSON.parse(m[1]!) : {};
  } catch {
    return {};
  }
}

/**
 * A script for smoke runs and the benchmark: answers every request at once with the local findings
 * it carries, as a valid structured answer (so validation and grounding do their full work). It
 * confirms the local result; it measures the service's own cost, never a model's quality.
 */
export const echoLocalFindings: MockScript = (request) => {
  const local = localFindingsOf(request);
  return answer({
    document_type: local.document_type ?? 'unknown',
    document_type_quote: '',
    summary: local.summary ?? '',
    adj_numbers: local.adj_numbers ?? [],
    parties: local.parties ?? [],
    dates: (local.dates ?? []).map((d: { date: string; type: string }) => ({ date: d.date, type: d.type, quote: '' })),
  });
};
