import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { App } from '../App';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Prerendered screens exactly as the build makes them (tools/vite/prerender-first-screens.ts), one per
 * argument ("lobby en", "pricing ro"), in a process of its own: React's server renderer leaves its context
 * values behind in the realm it ran in, which would break hydrating here.
 */
export function buildFirstScreens(args: readonly string[]): string[] {
  const script = `import('./tools/vite/prerender-first-screens.ts').then((m) => m.renderInNode('web', '.', 'src/prerender/firstScreenMarkup.tsx', 'firstScreenMarkup', ${JSON.stringify(args)})).then((html) => process.stdout.write(JSON.stringify(html)))`;
  return JSON.parse(execFileSync(join(REPO, 'node_modules/.bin/tsx'), ['-e', script], { cwd: REPO, encoding: 'utf8' })) as string[];
}

/**
 * Hydrates the app into `container` (startApp.tsx's tree) and checks React adopted the markup as it was: no
 * recoverable error (a mismatch), nothing logged. The lazy route chunk resolves within the act.
 */
export async function hydrateWithoutMismatch(container: HTMLElement): Promise<Root> {
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  return root!;
}
