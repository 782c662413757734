import { describe, expect, it } from 'vitest';
import { pureFrontendModules } from './frontend-modules.ts';

describe('pureFrontendModules', () => {
  it('keeps the src/*.ts modules whose value imports, however indirect, are all app files', async () => {
    const frontend = {
      'App.tsx': "import React from 'react';",
      'src/validation.ts':
        "import type { Draft } from './types';\nexport const ok = (draft: Draft) => draft;",
      'src/types.ts':
        "import { options } from './data/options';\nexport type Draft = {};\nexport const all = options;",
      'src/data/options.ts': 'export const options = [];',
      'src/format.ts': "import { useMemo } from 'react';\nexport const memo = useMemo;",
      'src/storage.ts': "import { store } from './data/store';\nexport const storage = store;",
      'src/data/store.ts':
        "import AsyncStorage from '@react-native-async-storage/async-storage';\nexport const store = AsyncStorage;",
      'src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;",
      'src/cycle-b.ts':
        "import { a } from './cycle-a';\nimport 'react-native';\nexport const b = () => a;",
      'src/missing.ts': "import { gone } from './gone';\nexport const here = gone;",
      'src/screen.tsx': 'export const Screen = () => null;',
    };

    expect(await pureFrontendModules(frontend)).toEqual(['src/types.ts', 'src/validation.ts']);
  });
});
