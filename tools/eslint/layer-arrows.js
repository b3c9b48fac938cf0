// @ts-check
import { posix, relative, resolve, dirname, sep } from 'node:path';

/**
 * The arrows of DESIGN section 2 as one lint rule. A zone names the files it applies to (`from`, path
 * prefixes relative to the repository root, minus `except`) and what they may not import (`forbid`:
 * path prefixes for relative imports, package-name prefixes for bare ones). Relative specifiers are resolved
 * by path arithmetic alone: every arrow is about folders, so no module resolver (and no `.js` → `.ts`
 * mapping) is needed. With `each`, the zone forbids the other folders of that root: a screen may import its
 * own files but no other screen's.
 *
 * @typedef {{ name: string, from: string[], except?: string[], forbid: string[], each?: boolean, message: string }} Zone
 */

/** @param {string} file */
const repoPath = (file) => relative(process.cwd(), file).split(sep).join(posix.sep);

/** @param {string} path @param {string} prefix */
const under = (path, prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix);

/** The first folder below `root` of `path` ('lobby' for web/src/screens/lobby/x.tsx). @param {string} path @param {string} root */
const folderBelow = (path, root) => path.slice(root.length).split('/')[0];

/** @type {import('eslint').Rule.RuleModule} */
export const layerArrows = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer arrows of DESIGN section 2' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'], additionalProperties: false }],
  },
  create(context) {
    /** @type {Zone[]} */
    const zones = context.options[0].zones;
    const file = repoPath(context.filename);
    const active = zones.filter((z) => z.from.some((p) => under(file, p)) && !(z.except ?? []).some((p) => under(file, p)));
    if (active.length === 0) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      // '#shared/x' is package.json's `imports` alias of './shared/x': the same folder as a relative path.
      const target = source.startsWith('.') ? repoPath(resolve(dirname(context.filename), source)) : source.startsWith('#') ? source.slice(1) : source;
      for (const zone of active) {
        const hit = zone.forbid.some((p) =>
          zone.each
            ? under(target, p) && folderBelow(target, p) !== folderBelow(file, p) && target.slice(p.length).includes('/')
            : under(target, p),
        );
        if (hit) context.report({ node, message: `${zone.message} (${zone.name}: '${source}')` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

/** DESIGN section 2: arrows point down only. */
/** @type {Zone[]} */
export const arrows = [
  { name: 'web-to-server', from: ['web/'], forbid: ['functions/', 'infra/'], message: 'The web app never imports server or infrastructure code' },
  { name: 'shared-is-a-leaf', from: ['shared/'], forbid: ['web/', 'functions/', 'infra/', 'test/', 'tools/'], message: 'shared/ imports nothing of ours outside shared/' },
  { name: 'handlers-stay-thin', from: ['functions/http/'], forbid: ['@aws-sdk/', 'functions/core/data/'], message: 'Handlers call domain functions; only core/ touches the AWS SDK and the table' },
  { name: 'domain-without-http', from: ['functions/core/domain/'], forbid: ['functions/core/http/', 'aws-lambda'], message: 'Domain code never sees HTTP or API Gateway types' },
  { name: 'screen-to-screen', from: ['web/src/screens/'], each: true, forbid: ['web/src/screens/'], message: 'A screen never imports another screen: move what both need to model/ or components/' },
  { name: 'model-to-screens', from: ['web/src/model/'], forbid: ['web/src/screens/', 'web/src/pages/'], message: 'model/ holds state and rules; it never imports screens or pages' },
  // Issue #30: the floors under model/. What both the boot and the app use lives low (storage/, early/).
  { name: 'model-below-boot', from: ['web/src/model/'], forbid: ['web/src/boot/', 'web/src/components/', 'web/src/routes/', 'web/src/startApp', 'web/src/App'], message: 'model/ sits below the boot and the components: move what both need to early/ or storage/' },
  { name: 'components-below-boot', from: ['web/src/components/'], forbid: ['web/src/boot/', 'web/src/screens/', 'web/src/pages/', 'web/src/routes/'], message: 'components/ sit below the boot, screens and pages: move what both need to early/' },
  { name: 'boot-below-screens', from: ['web/src/boot/'], forbid: ['web/src/screens/', 'web/src/pages/', 'web/src/routes/', 'web/src/startApp', 'web/src/App', 'web/src/startEarly'], message: 'boot/ paints before the app and sits below screens and pages; only the entry (startEarly.ts) loads the app' },
  {
    name: 'ground-floors',
    from: ['web/src/api/', 'web/src/realtime/', 'web/src/camera/', 'web/src/i18n/', 'web/src/storage/', 'web/src/early/'],
    forbid: ['web/src/model/', 'web/src/components/', 'web/src/screens/', 'web/src/pages/', 'web/src/boot/', 'web/src/routes/', 'web/src/startApp', 'web/src/App'],
    message: 'api/, realtime/, camera/, i18n/, storage/ and early/ import nothing above them',
  },
  {
    name: 'guest-to-portals',
    from: ['web/src/'],
    except: ['web/src/staff/', 'web/src/organizer/', 'web/src/routes/', 'web/src/pages/staff/', 'web/src/pages/organizer/'],
    forbid: ['web/src/staff/', 'web/src/organizer/', 'web/src/pages/staff/', 'web/src/pages/organizer/'],
    message: 'Guest and buyer code never imports the staff or organizer portals (the route table loads them lazily)',
  },
];
