import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for the gateway's resolvers and for the UI's operations, from the SDL in graphql/.
const config: CodegenConfig = {
  schema: 'graphql/*.graphql',
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: { useTypeImports: true, contextType: '../context#GatewayContext', enumsAsTypes: true },
    },
    'src/generated/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
