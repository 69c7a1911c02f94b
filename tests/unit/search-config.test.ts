import { describe, expect, it } from '@rstest/core';
import { docSearchFromEnv, searchConfig } from '../../config/search';

const all = { DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'KEY', DOCSEARCH_INDEX_NAME: 'docs' };

describe('search switch', () => {
  it('uses DocSearch only when all three variables are set', () => {
    expect(docSearchFromEnv(all)).toEqual({ appId: 'APP', apiKey: 'KEY', indexName: 'docs' });
    expect(docSearchFromEnv({ ...all, DOCSEARCH_API_KEY: ' ' })).toBeUndefined();
    expect(docSearchFromEnv({})).toBeUndefined();
  });

  it('keeps the local index and adds no plugin without the variables', () => {
    const config = searchConfig({});
    expect(config.search).toEqual({ codeBlocks: true });
    expect(config.plugins?.map((plugin) => plugin.name)).toEqual(['search-index']);
  });

  it('adds the Algolia plugin with the credentials defined for the client', () => {
    const config = searchConfig(all);
    expect(config.plugins?.map((plugin) => plugin.name)).toEqual(['@rspress/plugin-algolia']);
    expect(config.builderConfig?.source?.define?.__DOCSEARCH__).toBe(
      JSON.stringify({ appId: 'APP', apiKey: 'KEY', indexName: 'docs' }),
    );
  });
});
