import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { equivalentMutants } from './equivalent.ts';
import { applyMutant, collectionOf, generateMutants, oneLine } from './mutants.ts';
import { parseRules } from './parser.ts';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() {
      return request.auth != null;
    }
    function isOwner(uid) {
      let same = request.auth.uid == uid;
      return signedIn() && same;
    }
    function inRange(v) {
      return v >= 0 && v < 10 && true;
    }
    match /notes/{id} {
      allow get: if isOwner(resource.data.owner)
        || (resource.data.public == true && inRange(resource.data.level));
      allow list: if true;
      allow delete: if false;
    }
    match /{document=**} {
      allow read, write: if false;
    }
  }
}
`;

describe('generateMutants', () => {
  const mutants = generateMutants(RULES);
  const byId = new Map(mutants.map((mutant) => [mutant.id, mutant]));
  const mutated = (id: string) => {
    const mutant = byId.get(id);
    if (!mutant) throw new Error(`no mutant ${id}`);
    return applyMutant(RULES, mutant);
  };

  it('makes the mutants of each operator in functions, let bindings and allows, in source order', () => {
    expect(mutants.map((mutant) => `${mutant.line} ${mutant.operator} ${mutant.id}`)).toEqual([
      '5 comparison function signedIn: request.auth != null → request.auth == null',
      '8 comparison function isOwner: request.auth.uid == uid → request.auth.uid != uid',
      '9 and-operand function isOwner: signedIn() → true',
      '9 and-operand function isOwner: same → true',
      '12 and-operand function inRange: v >= 0 → true',
      '12 and-operand function inRange: v < 10 → true',
      '12 bound-moved function inRange: v >= 0 → v >= -1',
      '12 comparison function inRange: v >= 0 → v > 0',
      '12 bound-moved function inRange: v < 10 → v < 9',
      '12 comparison function inRange: v < 10 → v <= 10',
      '15 whole-condition allow get /notes/{id}: the whole condition → true',
      '15 or-operand allow get /notes/{id}: isOwner(resource.data.owner) → false',
      '16 or-operand allow get /notes/{id}: (resource.data.public == true && inRange(resource.data.level)) → false',
      '16 and-operand allow get /notes/{id}: resource.data.public == true → true',
      '16 and-operand allow get /notes/{id}: inRange(resource.data.level) → true',
      '16 comparison allow get /notes/{id}: resource.data.public == true → resource.data.public != true',
      '18 whole-condition allow delete /notes/{id}: the whole condition → true',
      '21 whole-condition allow read, write /{document=**}: the whole condition → true',
    ]);
  });

  it('leaves alone what cannot change: a `true` operand of &&, a condition that is already `true`, `allow read;`', () => {
    expect(mutants.filter((mutant) => mutant.original === 'true' && mutant.replacement === 'true')).toEqual([]);
    expect(mutants.some((mutant) => mutant.scope === 'allow list /notes/{id}')).toBe(false);
    expect(generateMutants('service cloud.firestore { match /a/{b} { allow read; } }')).toEqual([]);
  });

  it('replaces an operand, a parenthesised group or a whole condition by its span, and only that', () => {
    expect(mutated('function isOwner: signedIn() → true')).toContain('return true && same;');
    expect(mutated('function inRange: v < 10 → v <= 10')).toContain('return v >= 0 && v <= 10 && true;');
    expect(
      mutated('allow get /notes/{id}: (resource.data.public == true && inRange(resource.data.level)) → false'),
    ).toContain('allow get: if isOwner(resource.data.owner)\n        || false;');
    expect(mutated('allow get /notes/{id}: the whole condition → true')).toContain('allow get: if true;\n');
    expect(mutated('allow delete /notes/{id}: the whole condition → true')).toContain('allow delete: if true;');
  });

  it('names the collections whose rules reach the change, through calls of calls', () => {
    expect(byId.get('function signedIn: request.auth != null → request.auth == null')?.collections).toEqual(['notes']);
    expect(byId.get('allow read, write /{document=**}: the whole condition → true')?.collections).toEqual([]);
    const unused = generateMutants('service cloud.firestore { function f(a) { return a && a; } }');
    expect(unused.map((mutant) => mutant.collections)).toEqual([[], []]);
  });

  it('numbers an operand that appears twice in one scope, so every id stays unique', () => {
    const twice = generateMutants('service cloud.firestore { function f(a) { return a > 0 && a > 0; } }');
    expect(twice.map((mutant) => mutant.id)).toEqual([
      'function f: a > 0 → true',
      'function f: a > 0 → true (2)',
      'function f: a > 0 → a > 1',
      'function f: a > 0 → a >= 0',
      'function f: a > 0 → a > 1 (2)',
      'function f: a > 0 → a >= 0 (2)',
    ]);
  });
});

describe('bound-moved: each numeric bound one past its edge', () => {
  const source = `service cloud.firestore { match /databases/{database}/documents {
    function isText(value, min, max) { return value.size() >= min && value.size() <= max; }
    function isName(value, min, max) { return isText(value, min, max) && value.trim() == value; }
    function limitOf(action) { return { 'comment': [30, 60] }[action]; }
    function checks(data) {
      return isName(data.title, 3, 160) && data.count < 5 && data.level > 0 && data.tags[0] == 'a'
        && request.time < resource.data.created + duration.value(15, 'm') && isText(data.note, 0, 20);
    }
  } }`;
  const bounds = generateMutants(source)
    .filter((mutant) => mutant.operator === 'bound-moved')
    .map((mutant) => mutant.id);

  it('moves each number a function passes to a bound, through calls of calls, both ways but below zero', () => {
    expect(bounds).toEqual(
      expect.arrayContaining([
        'function checks: isName(data.title, 3, 160) → isName(data.title, 2, 160)',
        'function checks: isName(data.title, 3, 160) → isName(data.title, 4, 160)',
        'function checks: isName(data.title, 3, 160) → isName(data.title, 3, 159)',
        'function checks: isName(data.title, 3, 160) → isName(data.title, 3, 161)',
        'function checks: isText(data.note, 0, 20) → isText(data.note, 1, 20)',
      ]),
    );
    expect(bounds).not.toContain('function checks: isText(data.note, 0, 20) → isText(data.note, -1, 20)');
  });

  it('moves a compared number the way `comparison` does not, and a duration and a table’s numbers both ways', () => {
    expect(bounds).toEqual(
      expect.arrayContaining([
        'function checks: data.count < 5 → data.count < 4',
        'function checks: data.level > 0 → data.level > 1',
        "function checks: duration.value(15, 'm') → duration.value(14, 'm')",
        "function checks: duration.value(15, 'm') → duration.value(16, 'm')",
        "function limitOf: 'comment': [30, 60] → 'comment': [31, 60]",
        "function limitOf: 'comment': [30, 60] → 'comment': [30, 59]",
      ]),
    );
  });

  it('leaves an index and an equality alone', () => {
    expect(bounds.filter((id) => id.includes('data.tags'))).toEqual([]);
    expect(bounds).toHaveLength(4 + 3 + 2 + 2 + 4);
  });
});

describe('applyMutant', () => {
  it('replaces exactly the span of the edit', () => {
    expect(applyMutant('a && b && c', { edit: { start: 5, end: 6, text: 'true' } })).toBe('a && true && c');
  });
});

describe('oneLine', () => {
  it('joins lines, and a method call continued on the next line without a space', () => {
    expect(oneLine('a\n        && b')).toBe('a && b');
    expect(oneLine("x.affectedKeys()\n          .hasOnly(['a'])")).toBe("x.affectedKeys().hasOnly(['a'])");
    expect(oneLine("'two  spaces'")).toBe("'two  spaces'");
  });
});

describe('collectionOf', () => {
  it('is the first segment below the database root, or null for a wildcard', () => {
    expect(collectionOf({ matchPath: ['/databases/{database}/documents', '/posts/{slug}'] })).toBe('posts');
    expect(collectionOf({ matchPath: ['/databases/{database}/documents', '/albums/{a}', '/photos/{p}'] })).toBe(
      'albums',
    );
    expect(collectionOf({ matchPath: ['/databases/{database}/documents', '/{document=**}'] })).toBeNull();
  });
});

describe('the mutants of the repository’s firestore.rules', () => {
  const source = readFileSync('firestore.rules', 'utf8');
  const mutants = generateMutants(source);

  it('each change the rules in one place and still parse', () => {
    expect(mutants.length).toBeGreaterThan(100);
    for (const mutant of mutants) {
      const mutated = applyMutant(source, mutant);
      expect(mutated).not.toBe(source);
      expect(() => parseRules(mutated), mutant.id).not.toThrow();
    }
  });

  it('have unique ids', () => {
    expect(new Set(mutants.map((mutant) => mutant.id)).size).toBe(mutants.length);
  });

  it('include every id that equivalent.ts declares, each with a reason', () => {
    const ids = new Set(mutants.map((mutant) => mutant.id));
    for (const [id, reason] of Object.entries(equivalentMutants)) {
      expect(ids.has(id), id).toBe(true);
      expect(reason.length, id).toBeGreaterThan(20);
    }
  });
});

describe('the weakenings beyond operands', () => {
  const RULES_MORE = `service cloud.firestore {
  match /databases/{database}/documents {
    function fields() {
      return ['title', 'body'];
    }
    match /notes/{id} {
      function owns(uid) {
        return get(/databases/$(database)/documents/users/$(uid)).data.ok == true;
      }
      allow create: if request.resource.data.keys().hasOnly(fields().concat(['created']))
        && request.resource.data.keys().hasAll(['title', 'body', 'created', 'status'])
        && request.resource.data.status in ['draft', 'submitted']
        && request.resource.data.title.matches('^[a-z]+$')
        && !('secret' in request.resource.data)
        && owns(request.auth.uid);
      allow update: if request.resource.data.status in ['draft', 'submitted', 'published']
        && (resource.data.status == 'published' ? request.auth != null : request.resource.data.n == 1);
    }
  }
}
`;
  const ids = generateMutants(RULES_MORE)
    .filter((mutant) => !['and-operand', 'or-operand', 'whole-condition', 'comparison'].includes(mutant.operator))
    .map((mutant) => `${mutant.operator} ${mutant.id}`);

  it('widens value lists by their siblings and key lists by the keys the same path lists', () => {
    expect(ids).toContain(
      "list-widened allow create /notes/{id}: ['draft', 'submitted'] → ['draft', 'submitted', 'published']",
    );
    // `status` is a key the same path lists (in hasAll); `title` and `body` are allowed already.
    expect(ids).toContain("list-widened function fields: ['title', 'body'] → ['title', 'body', 'status']");
    expect(ids).toContain("list-widened allow create /notes/{id}: ['created'] → ['created', 'status']");
    expect(ids.filter((id) => id.includes("'body', 'title'"))).toEqual([]);
    // A hasAll list is never widened: a key added there is required, which only refuses more.
    expect(ids.filter((id) => id.includes("['title', 'body', 'created', 'status'] →"))).toEqual([]);
  });

  it('loosens regexes, drops a negation, sets a conditional branch to true, and swaps a path id', () => {
    expect(ids).toContain(
      "regex-loosened allow create /notes/{id}: request.resource.data.title.matches('^[a-z]+$') with + → * → request.resource.data.title.matches('^[a-z]*$')",
    );
    expect(ids).toContain(
      "negation-removed allow create /notes/{id}: !('secret' in request.resource.data) → ('secret' in request.resource.data)",
    );
    expect(ids).toContain('ternary-branch allow update /notes/{id}: request.auth != null → true');
    expect(ids).toContain('ternary-branch allow update /notes/{id}: request.resource.data.n == 1 → true');
    expect(ids).toContain(
      'path-variable function owns: /databases/$(database)/documents/users/$(uid) with $(request.auth.uid) → /databases/$(database)/documents/users/$(request.auth.uid)',
    );
    expect(ids).toContain(
      'path-variable function owns: /databases/$(database)/documents/users/$(uid) with $(id) → /databases/$(database)/documents/users/$(id)',
    );
  });
});
