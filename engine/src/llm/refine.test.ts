import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmConfigFromEnv, refineWithLanguageModel, stripPersonalData } from './refine.js';
import { evaluate } from '../evaluate.js';
import type { EvaluationInput } from '../types.js';

// A local server speaking the OpenAI chat-completions protocol; each test sets how it answers.
let answer: (body: { model: string; messages: { role: string; content: string }[] }, res: ServerResponse) => void;
const received: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push(`${req.url} ${req.headers.authorization ?? ''} ${data}`);
      answer(JSON.parse(data) as Parameters<typeof answer>[0], res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function reply(content: string) {
  return (_body: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };
}

const input: EvaluationInput = {
  courseName: 'Introduction to Data Analysis',
  description:
    'An introductory course for beginners. Students learn cohort analysis and data visualization with Tableau. Contact Dr. Jane Smith at jane.smith@example.edu or +1 (555) 123-4567. Instructor: Jane Smith',
};

describe('refineWithLanguageModel', () => {
  it('is off unless ENGINE_LLM_URL is set', () => {
    expect(llmConfigFromEnv({})).toBeUndefined();
    expect(llmConfigFromEnv({ ENGINE_LLM_URL: 'http://localhost:1/v1', ENGINE_LLM_MODEL: 'm', ENGINE_LLM_KEY: 'k' })).toEqual({ url: 'http://localhost:1/v1', model: 'm', apiKey: 'k' });
  });

  it('strips personal data before sending', () => {
    const stripped = stripPersonalData(input.description);
    expect(stripped).not.toMatch(/jane|smith|555|example\.edu/i);
  });

  it('moves the level one step towards the model and adds skills found in the text', async () => {
    answer = reply('{"level": 5, "skills": ["cohort analysis", "unicorn taming"]}');
    const base = evaluate(input);
    const refined = await refineWithLanguageModel(input, base, { url: baseUrl, model: 'local-test', apiKey: 'secret' });
    expect(refined.refinement?.status).toBe('applied');
    expect(refined.level).toBe(base.level + 1);
    expect(refined.points).toBe(refined.level);
    const added = refined.skills.filter((s) => s.source === 'languageModel');
    expect(added.map((s) => s.name)).toEqual(['cohort analysis']);
    expect(added[0]?.evidence[0]?.text).toBe('cohort analysis');
    const request = received.at(-1) ?? '';
    expect(request).toContain('/v1/chat/completions Bearer secret');
    expect(request).not.toMatch(/jane|555/i);
  });

  it('keeps the deterministic result when the server fails, answers nonsense or is too slow', async () => {
    const base = evaluate(input);
    answer = (_body, res) => {
      res.writeHead(500);
      res.end('boom');
    };
    const failed = await refineWithLanguageModel(input, base, { url: baseUrl, model: 'm' });
    expect(failed.refinement?.status).toBe('failed');
    expect(failed.refinement?.note).toContain('HTTP 500');
    expect({ ...failed, refinement: undefined }).toEqual({ ...base, refinement: undefined });

    answer = reply('I think it is quite hard.');
    expect((await refineWithLanguageModel(input, base, { url: baseUrl, model: 'm' })).refinement?.note).toContain('no usable answer');

    answer = (_body, res) => setTimeout(() => reply('{"level": 1, "skills": []}')(_body, res), 1000);
    const slow = await refineWithLanguageModel(input, base, { url: baseUrl, model: 'm', timeoutMs: 100 });
    expect(slow.refinement?.note).toContain('did not answer in time');
    expect(slow.level).toBe(base.level);

    const unreachable = await refineWithLanguageModel(input, base, { url: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    expect(unreachable.refinement?.status).toBe('failed');
  });
});
