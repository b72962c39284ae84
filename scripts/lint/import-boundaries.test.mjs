import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from './import-boundaries.mjs';

const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { murmur: boundariesPlugin },
    rules: { 'murmur/import-boundaries': 'error' },
  },
];

/** The rule's messages for one planted file. */
function problems(filename, code) {
  return new Linter({ cwd: '/repo' })
    .verify(code, config, { filename: `/repo/${filename}` })
    .map((message) => message.message);
}

describe('the import boundaries', () => {
  it('refuses a feature importing another feature', () => {
    expect(
      problems(
        'src/web/features/posts/components/planted.ts',
        "import { useFollow } from '../../users/api/use-follow';",
      ),
    ).toEqual([
      'A feature does not import another feature: web/features/posts imports web/features/users.',
    ]);
  });

  it('keeps posts, conversation and live apart, even through their index', () => {
    expect(
      problems(
        'src/web/features/conversation/components/planted.tsx',
        "import { PostCard } from '@/web/features/posts';",
      ),
    ).toEqual([
      'A feature does not import another feature: web/features/conversation imports web/features/posts.',
    ]);
    expect(
      problems(
        'src/web/features/posts/api/planted.ts',
        "import { replyKeys } from '../../conversation/api/reply-queries';",
      ),
    ).toEqual([
      'A feature does not import another feature: web/features/posts imports web/features/conversation.',
    ]);
    expect(
      problems(
        'src/web/features/live/api/planted.ts',
        "import { postPagesQuery } from '@/web/features/posts/api/post-queries';",
      ),
    ).toEqual([
      'A feature does not import another feature: web/features/live imports web/features/posts.',
    ]);
    // What they share goes through the shared state in web/lib, which each may import.
    expect(
      problems(
        'src/web/features/conversation/api/planted.ts',
        "import { replyCountChanged } from '@/web/lib/shared-state';",
      ),
    ).toEqual([]);
  });

  it('refuses an upward import, through the alias or a relative path', () => {
    expect(
      problems('src/backend/planted.ts', "import { startServer } from '@/server/start-server';"),
    ).toEqual([
      'A layer imports only the layers it builds on: backend may not import server (docs/architecture.md).',
    ]);
    expect(
      problems('src/web/components/planted.tsx', "import { PostsFeed } from '../features/posts';"),
    ).toEqual([
      'A layer imports only the layers it builds on: web/components may not import web/features/posts (docs/architecture.md).',
    ]);
    expect(problems('src/contract/planted.ts', "export * from '../backend/views';")).toHaveLength(
      1,
    );
  });

  it('refuses production code importing test support', () => {
    expect(
      problems('src/backend/planted.ts', "import { createTestApi } from './testing/test-api';"),
    ).toEqual(['Production code does not import test support (./testing/test-api).']);
    expect(
      problems('src/web/lib/planted.ts', "const load = () => import('@/web/testing/render-app');"),
    ).toHaveLength(1);
    // Imports name no extension; a testing folder may be named whole.
    expect(
      problems('src/web/lib/planted.ts', "import { x } from './session/session-store.test';"),
    ).toEqual(['Production code does not import test support (./session/session-store.test).']);
    expect(problems('src/backend/planted.ts', "import { x } from './testing';")).toEqual([
      'Production code does not import test support (./testing).',
    ]);
    expect(
      problems('src/backend/planted.ts', "export { x } from '../server/database/testing/x';"),
    ).toHaveLength(1);
  });

  it('refuses production code importing a test tool', () => {
    expect(problems('src/backend/limits/planted.ts', "import { it } from 'vitest';")).toEqual([
      'Production code does not import test tools (vitest).',
    ]);
    expect(
      problems(
        'src/web/components/planted.tsx',
        "import { render } from '@testing-library/react';",
      ),
    ).toHaveLength(1);
    expect(problems('src/web/main.tsx', "const msw = () => import('msw/browser');")).toEqual([]);
  });

  it('reads a path as the bundler does: climbs inside @/ and a trailing slash', () => {
    expect(
      problems(
        'src/web/components/planted.tsx',
        "import { x } from '@/web/lib/../features/posts';",
      ),
    ).toHaveLength(1);
    expect(problems('src/web/app/planted.tsx', "import { x } from '../features/posts/';")).toEqual(
      [],
    );
  });

  it('sends code outside a feature through its index', () => {
    expect(
      problems('src/web/app/planted.tsx', "import { PostsFeed } from '@/web/features/posts';"),
    ).toEqual([]);
    expect(
      problems(
        'src/web/app/planted.tsx',
        "import { PostsFeed } from '@/web/features/posts/components/posts-feed';",
      ),
    ).toEqual([
      'Import web/features/posts through its index.ts, not @/web/features/posts/components/posts-feed.',
    ]);
  });

  it('lets the allowed imports through: downward, within a feature, tests anywhere, packages', () => {
    expect(problems('src/server/planted.ts', "import { createApp } from '@/backend/app';")).toEqual(
      [],
    );
    expect(
      problems(
        'src/web/features/posts/components/planted.tsx',
        "import { draft } from '../lib/draft';\nimport { Button } from '@/web/components/button';\nimport { useQuery } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
    expect(
      problems(
        'src/web/features/posts/components/planted.test.tsx',
        "import { renderApp } from '@/web/testing/render-app';\nimport { createApp } from '@/backend/app';",
      ),
    ).toEqual([]);
  });

  it('lets the benchmarks build on the server, the backend and the contract, and no more', () => {
    expect(
      problems(
        'bench/support/planted.ts',
        "import { readConfig } from '@/server/config';\nimport { seedData } from '@/backend/seed/seed-data';\nimport { guestCredentials } from '@/contract';\nimport { x } from '../world/plan';\nimport { ensureServerBuild } from '../../scripts/build-steps.mjs';\nimport { chromium } from '@playwright/test';",
      ),
    ).toEqual([]);
    expect(
      problems('bench/web/planted.ts', "import { storageKeys } from '@/web/lib/storage';"),
    ).toEqual([
      'A layer imports only the layers it builds on: bench may not import web/lib (docs/architecture.md).',
    ]);
  });

  it('refuses anything in src importing the benchmarks, tests too', () => {
    expect(
      problems('src/server/planted.ts', "import { ScaleWorld } from '../../bench/world/world';"),
    ).toEqual(['Nothing in src imports the benchmarks: ../../bench/world/world is in bench/.']);
    expect(
      problems('src/server/planted.test.ts', "import { x } from '@/../bench/support/world';"),
    ).toHaveLength(1);
  });

  // Loading the whole lint config (typescript-eslint's included) takes seconds on a busy machine.
  it('is on, as an error, for every source file in the lint run', { timeout: 60_000 }, async () => {
    const eslint = new ESLint();
    for (const file of [
      'src/backend/app.ts',
      'src/web/features/posts/index.ts',
      'src/web/features/conversation/index.ts',
      'src/web/features/live/index.ts',
      'bench/main.ts',
    ]) {
      const { rules } = await eslint.calculateConfigForFile(file);
      expect(rules['murmur/import-boundaries']).toEqual([2]);
    }
  });
});
