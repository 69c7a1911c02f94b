// The translation record file (lib/translations/lock.mjs): the format it is written in, and each
// problem it is read with, at its line.
import { describe, expect, it } from '@rstest/core';
import { formatLock, LOCK_FILE_NAME, lockPath, readLock } from '../../lib/translations/lock.mjs';
import { writeTempTree } from '../shared/temp-docs';

const HASH = '0123456789abcdef';
const DAY = '2024-05-01';

describe('record file format', () => {
  const record = (sections: [string, string][]) => ({
    line: 0,
    sections: new Map(sections.map(([id, recorded]) => [id, { hash: HASH, recorded }])),
  });

  it('writes an empty record, and leaves out pages without sections', () => {
    expect(formatLock(new Map())).toBe('{}\n');
    expect(formatLock(new Map([['a', record([])]]))).toBe('{}\n');
  });

  it('sorts pages by name and keeps sections in page order', () => {
    const pages = new Map([
      ['b', record([['z', DAY]])],
      ['a/c', record([['y', DAY]])],
      [
        'a',
        record([
          ['x', DAY],
          ['w', DAY],
        ]),
      ],
      ['a', record([['v', DAY]])],
    ]);
    expect(formatLock(pages)).toBe(
      [
        '{',
        '  "a": {',
        `    "v": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  },',
        '  "a/c": {',
        `    "y": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  },',
        '  "b": {',
        `    "z": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    // In an order that is neither sorted nor reversed.
    const mixed = new Map([
      ['a/c', record([['y', DAY]])],
      ['b', record([['z', DAY]])],
      ['a', record([['v', DAY]])],
    ]);
    expect([...formatLock(mixed).matchAll(/^ {2}"([^"]+)"/gm)].map((match) => match[1])).toEqual([
      'a',
      'a/c',
      'b',
    ]);
    const two = new Map([
      [
        'p',
        record([
          ['x', DAY],
          ['w', DAY],
        ]),
      ],
    ]);
    expect(formatLock(two)).toBe(
      `{\n  "p": {\n    "x": { "hash": "${HASH}", "recorded": "${DAY}" },\n    "w": { "hash": "${HASH}", "recorded": "${DAY}" }\n  }\n}\n`,
    );
  });

  it('breaks a section over four lines when its line would pass 100 characters', () => {
    // 64 characters around the id: an id of 36 makes a line of 100, one of 37 a line of 101.
    const fits = 'i'.repeat(36);
    const long = 'i'.repeat(37);
    const line = `    "${fits}": { "hash": "${HASH}", "recorded": "${DAY}" }`;
    expect(line).toHaveLength(100);
    expect(formatLock(new Map([['p', record([[fits, DAY]])]]))).toBe(
      `{\n  "p": {\n${line}\n  }\n}\n`,
    );
    expect(formatLock(new Map([['p', record([[long, DAY]])]]))).toBe(
      `{\n  "p": {\n    "${long}": {\n      "hash": "${HASH}",\n      "recorded": "${DAY}"\n    }\n  }\n}\n`,
    );
  });
});

describe('record problems', () => {
  const lockOf = (text: string) => {
    const dir = writeTempTree('translation-lock', { [`zh/${LOCK_FILE_NAME}`]: text });
    return readLock(lockPath(dir, 'zh'));
  };

  it('reads a missing file as an empty record', () => {
    expect(readLock('/nonexistent/translations.lock.json')).toEqual({
      pages: new Map(),
      problems: [],
    });
  });

  it('reads each section with its line, and each page with the line of its key', () => {
    const { pages, problems } = lockOf(
      `{\n  "p": {\n    "a": { "hash": "${HASH}", "recorded": "${DAY}" },\n    "b": { "hash": "${HASH}", "recorded": "${DAY}" }\n  }\n}\n`,
    );
    expect(problems).toEqual([]);
    expect(pages).toEqual(
      new Map([
        [
          'p',
          {
            line: 2,
            sections: new Map([
              ['a', { hash: HASH, recorded: DAY, line: 3 }],
              ['b', { hash: HASH, recorded: DAY, line: 4 }],
            ]),
          },
        ],
      ]),
    );
  });

  it('names a record that is not an object, a page that is not one, and a bad section', () => {
    expect(lockOf('[]').problems).toEqual([
      { line: 1, message: 'the record must be an object of pages' },
    ]);
    expect(lockOf('{\n  "p": 1\n}').problems).toEqual([
      { line: 2, message: '"p" must be an object of sections' },
    ]);
    const bad = (value: string) =>
      lockOf(`{\n  "p": {\n    "s": ${value}\n  }\n}`).problems.map(({ line }) => line);
    const message = 'p#s must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }';
    expect(lockOf(`{\n  "p": {\n    "s": null\n  }\n}`).problems).toEqual([{ line: 3, message }]);
    for (const value of [
      `{ "hash": "${HASH}" }`,
      `{ "recorded": "${DAY}" }`,
      `{ "hash": 1, "recorded": "${DAY}" }`,
      `{ "hash": "${HASH}", "recorded": 20240501 }`,
      `{ "hash": "${HASH}0", "recorded": "${DAY}" }`,
      `{ "hash": "x${HASH}", "recorded": "${DAY}" }`,
      `{ "hash": "0123456789ABCDEF", "recorded": "${DAY}" }`,
      `{ "hash": "${HASH}", "recorded": "2024-5-01" }`,
      `{ "hash": "${HASH}", "recorded": "x2024-05-01" }`,
      `{ "hash": "${HASH}", "recorded": "2024-05-01x" }`,
      // Values that are not text, whose text would pass the patterns.
      `{ "hash": 1234567890123456, "recorded": "${DAY}" }`,
      `{ "hash": ["${HASH}"], "recorded": "${DAY}" }`,
      `{ "hash": "${HASH}", "recorded": ["${DAY}"] }`,
    ])
      expect({ value, lines: bad(value) }).toEqual({ value, lines: [3] });
    // The page is still read, without the bad section.
    expect(lockOf(`{\n  "p": {\n    "s": null\n  }\n}`).pages.get('p')?.sections.size).toBe(0);
  });

  it('reports a syntax error in one line, as the YAML parser words it', () => {
    expect(lockOf(`{\n  "p": {\n    "s": { "hash": "${HASH}" ,, }\n  }\n}`).problems).toEqual([
      { line: 3, message: 'Unexpected , in flow map' },
    ]);
  });

  it('reads a record written as YAML: a key that is not text, a section without a value', () => {
    // The record is JSON, which is YAML; a YAML key that is not text names the page "".
    expect(lockOf('? [a]\n: 1\n').problems).toEqual([
      { line: 1, message: '"" must be an object of sections' },
    ]);
    const { pages } = lockOf(`p:\n  ? [s]\n  : { hash: "${HASH}", recorded: "${DAY}" }\n`);
    expect([...(pages.get('p')?.sections.keys() ?? [])]).toEqual(['']);
    expect(lockOf('p:\n  s:\n').problems).toEqual([
      { line: 2, message: 'p#s must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }' },
    ]);
    // A key without a value in a flow map: the parser gives no value node at all.
    expect(lockOf('{\n  "p": {\n    "s"\n  }\n}').problems).toEqual([
      { line: 3, message: 'p#s must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }' },
    ]);
  });

  it('gives the line of a syntax error, and reads nothing else', () => {
    const result = lockOf(`{\n  "p": {\n    "s": { "hash": "${HASH}" ,, }\n  }\n}`);
    expect(result.problems.map(({ line }) => line)).toContain(3);
    expect(result.pages.size).toBe(0);
  });
});
