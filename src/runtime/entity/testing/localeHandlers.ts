import type { FakeResponse } from '../../../testing/fakeServer';

// The real locale files, served as GET /lang/json-data/{module} serves them.
const files = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function moduleBody(module: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/(\w+)\/(\w+)\.json$/.exec(path);
    if (match?.[2] === module && match[1]) body[match[1]] = messages;
  }
  return body;
}

/** Tests: fake-server handlers answering the message modules the entity screens load. */
export function localeHandlers(
  modules: readonly string[] = ['cm', 'entity', 'resources'],
): Record<string, FakeResponse> {
  return Object.fromEntries(modules.map((m) => [`GET /lang/json-data/${m}`, { body: moduleBody(m) }]));
}
