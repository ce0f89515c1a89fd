import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const config = [
  {
    ignores: [
      '.next/**',
      '.next-configured/**',
      'dist/**',
      '.source/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/.tmp/**',
      // Files of a reader's project that the sample check compiles with its own settings (scripts/sample-types-typescript.mjs).
      'scripts/sample-shims/typescript/**',
    ],
  },
  ...nextVitals,
  ...nextTypeScript,
  // Typed rules: they read the TypeScript program, so they catch floating promises and unsafe values.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Client leaves ship to the browser: keep tailwind-merge (~8 KiB gzipped) out of them.
    files: ['**/*.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/lib/cn', message: 'Use clsx in client components; cn pulls in tailwind-merge.' },
            {
              name: '@/components/ui/button',
              message:
                'Use buttonVariants from @/components/ui/button-variants; Button pulls in tailwind-merge.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
];

export default config;
