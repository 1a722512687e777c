import { anchorsOf, checkCode, checkDoc, Repository, slugOf } from '../check-citations';

const pages: Record<string, string> = {
  'docs/requirements.md': '# Requirements\n\n## The calls\n\n<a id="m-network-error"></a>words\n',
  'docs/api.md': 'See [the calls](requirements.md#the-calls) and `server/src/app.ts`.\n',
  'server/src/app.ts': '',
  'contract/src/loan-math.ts': '',
};
const repo = new Repository(Object.keys(pages), (file) => pages[file] ?? '');
const messages = (problems: { message: string }[]) => problems.map((problem) => problem.message);

describe('anchors', () => {
  it('are GitHub heading slugs, numbered when repeated, and explicit ids', () => {
    expect(slugOf("The server's layers")).toBe('the-servers-layers');
    expect([...anchorsOf('# A b\n## A b\n<a id="x-1"></a>\n```\n# not a heading\n```\n')]).toEqual([
      'a-b',
      'a-b-1',
      'x-1',
    ]);
  });
});

describe('citations in code', () => {
  it('accepts files and anchors that exist, and modules named without their extension', () => {
    const code = [
      '// See docs/requirements.md#m-network-error and docs/requirements.md#the-calls.',
      ' * server/src/app.ts, contract/src/loan-math and src/**/__tests__/** (a pattern) and data/mail/',
    ].join('\n');
    expect(checkCode(repo, 'src/lib/x.ts', code)).toEqual([]);
  });

  it('accepts our own docs/architecture.md, whose name differs only in case from a brief kept elsewhere', () => {
    const ours = new Repository(['docs/architecture.md'], () => '# Architecture\n');
    expect(checkCode(ours, 'eslint.config.mjs', '// docs/architecture.md#architecture')).toEqual([]);
  });

  it('fails on a missing file or a missing anchor, naming the line', () => {
    const code = 'const a = 1;\n// docs/requirements.md#no-such-anchor\n/** server/src/gone.ts */';
    expect(checkCode(repo, 'src/lib/x.ts', code)).toEqual([
      {
        file: 'src/lib/x.ts',
        line: 2,
        message: 'cites docs/requirements.md#no-such-anchor, but docs/requirements.md has no such anchor',
      },
      { file: 'src/lib/x.ts', line: 3, message: 'names server/src/gone.ts, which is not in the repository' },
    ]);
  });

  it('fails on briefs kept outside the repository and on issue numbers, in comments and strings', () => {
    const outside = ['SPEC', 'md §8'].join('.');
    const code = [
      `// ${outside}`,
      "it('does what issue 17 asked', () => {});",
      `// the ${['design', 'card'].join(' ')}`,
    ].join('\n');
    expect(messages(checkCode(repo, 'server/test/x.test.ts', code))).toEqual([
      'cites the product brief, which is not in the repository: cite docs/ or state the rule',
      'cites an issue number, which is not in the repository: cite docs/ or state the rule',
      'cites the design notes, which is not in the repository: cite docs/ or state the rule',
    ]);
  });

  it('leaves paths in a test’s data alone: only comments are citations', () => {
    expect(checkCode(repo, 'server/test/x.test.ts', "const file = 'static/made-up.woff2';")).toEqual([]);
  });
});

describe('paths in README and docs', () => {
  it('accepts links and code spans that lead somewhere', () => {
    expect(checkDoc(repo, 'docs/api.md', pages['docs/api.md'] ?? '')).toEqual([]);
  });

  it('fails on a link to a missing anchor and on a path that is not there', () => {
    const text =
      'Read [this](requirements.md#gone), then `src/components/layout/`.\n`data/pglite` is made at run time.';
    expect(messages(checkDoc(repo, 'docs/api.md', text))).toEqual([
      'cites docs/requirements.md#gone, but docs/requirements.md has no such anchor',
      'names src/components/layout/, which is not in the repository',
    ]);
  });
});
