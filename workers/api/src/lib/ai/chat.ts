/** One chat completion with the saved AI settings: the narrative and the admin's prompt test both ask through here. */
import OpenAI from "openai";
import type { ChatCompletion, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { AiSettings } from "@core/api/admin";
import type { Env } from "../../env";

/** Thrown when the model has not answered within the settings' timeout. */
export class ChatTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = "ChatTimeout";
  }
}

/**
 * The model, temperature, token limit and JSON mode of the settings; no retries, abandoned after
 * `timeoutMs` (ChatTimeout). Needs OPENAI_API_KEY; OPENAI_BASE_URL points it at another endpoint.
 */
export async function completeChat(env: Env, settings: AiSettings, messages: ChatCompletionMessageParam[]): Promise<ChatCompletion> {
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL || undefined,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, settings.timeoutMs);
  try {
    return await client.chat.completions.create(
      {
        model: settings.model,
        temperature: settings.temperature,
        max_tokens: settings.maxTokens,
        messages,
        ...(settings.jsonMode ? { response_format: { type: "json_object" as const } } : {}),
      },
      { signal: abort.signal },
    );
  } catch (error) {
    if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) throw new ChatTimeout(settings.timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
