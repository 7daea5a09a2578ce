/**
 * One stand-in for OpenAI's chat completions endpoint (a local HTTP server), for every test that
 * needs the AI provider: the api reaches it through OPENAI_BASE_URL, so the real SDK and fetch run.
 * Each test decides the answer in `respond`; `completion()` builds a well-formed one.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  [field: string]: unknown;
}

/** Answers one request: write to `res` (or destroy the socket, or never finish). */
export type Respond = (body: ChatRequest, res: http.ServerResponse, req: http.IncomingMessage) => void;

export interface FakeOpenAi {
  /** The base URL to set as OPENAI_BASE_URL (ends in /v1). */
  baseURL: string;
  /** Every request body received, oldest first. */
  requests: ChatRequest[];
  stop(): Promise<void>;
}

export function completion(content: string, model = "gpt-4o", usage: { prompt_tokens: number; completion_tokens: number } | null = null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: 0,
    model,
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    ...(usage ? { usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } : {}),
  };
}

export function replyJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAi(respond: Respond = (_body, res) => replyJson(res, 200, completion("{}"))): Promise<FakeOpenAi> {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      let body: ChatRequest = {};
      try {
        body = JSON.parse(raw || "{}") as ChatRequest;
      } catch {
        // a request the SDK would never send: answered like any other
      }
      requests.push(body);
      respond(body, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
