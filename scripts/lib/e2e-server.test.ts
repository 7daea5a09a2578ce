import http from "node:http";
import { describe, expect, it } from "vitest";
import { freePort } from "./processes";
import { startServer } from "./e2e-server";

/** A child that answers /api/health on PORT after `delayMs`, and says so on SIGINT before leaving. */
const healthServer = `
const http = require("node:http");
console.log("routine start-up output");
setTimeout(() => {
  http.createServer((req, res) => res.writeHead(req.url === "/api/health" ? 200 : 404).end()).listen(Number(process.env.PORT), "127.0.0.1");
}, Number(process.env.DELAY_MS));
process.on("SIGINT", () => process.exit(0));
`;

async function answers(url: string) {
  return new Promise<boolean>((resolve) => {
    http.get(`${url}/api/health`, (res) => resolve(res.statusCode === 200)).on("error", () => resolve(false));
  });
}

describe("the e2e app started beside Vitest", () => {
  it("is ready once it answers its health check, and gone once stopped", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer(process.execPath, ["-e", healthServer], { cwd: process.cwd(), env: { PORT: String(port), DELAY_MS: "300" }, url });
    await server.ready(20_000);
    expect(await answers(url)).toBe(true);
    await server.stop();
    expect(await answers(url)).toBe(false);
  });

  it("fails with its held-back output when it stops before answering", async () => {
    const port = await freePort();
    const script = 'console.log("routine line"); console.error("Port in use"); process.exit(1)';
    const server = startServer(process.execPath, ["-e", script], { cwd: process.cwd(), env: {}, url: `http://127.0.0.1:${port}` });
    await expect(server.ready(20_000)).rejects.toThrow(/did not start:\n[\s\S]*routine line[\s\S]*Port in use/);
  });

  it("fails when it never answers within the time given", async () => {
    const port = await freePort();
    const server = startServer(process.execPath, ["-e", healthServer], { cwd: process.cwd(), env: { PORT: String(port), DELAY_MS: "60000" }, url: `http://127.0.0.1:${port}` });
    await expect(server.ready(600)).rejects.toThrow(/did not start within 0.6 s/);
    await server.stop();
  });
});
