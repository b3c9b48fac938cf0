/**
 * How `npm test` splits its vitest run (issue #30). The browser layer takes most of the run and is bound by one
 * Chromium's CPU; the other three layers wait mostly on DynamoDB Local. So the browser layer runs in a vitest
 * process of its own, beside one process for the rest, instead of after them (vitest 4 runs a project with its
 * own `maxWorkers` after every other project, whatever its group). A run narrowed to projects or files stays one
 * process, as the caller asked.
 */

/** The layers of each side-by-side process, the longest first. */
export const SIDE_BY_SIDE: readonly (readonly string[])[] = [['browser'], ['unit', 'infra', 'integration']];

export interface VitestRun {
  /** Names the process in the shared output. */
  readonly label: string;
  readonly args: readonly string[];
  /** Where its reporter writes its layers' times (tools/test/layer-times-reporter.ts). */
  readonly layerTimesFile: string;
  /** Its JSON report, when the caller asked for one: merged into the plan's `jsonFile` afterwards. */
  readonly jsonFile?: string;
}

export interface VitestPlan {
  readonly runs: readonly VitestRun[];
  /** The JSON report the caller asked for (`--outputFile.json=…`), which the runs' reports are merged into. */
  readonly jsonFile?: string;
}

const JSON_OUTPUT = /^--outputFile(?:\.json)?$/;

/** A token that is not an option nor an option's value: a file filter. */
const positionals = (args: readonly string[]): string[] =>
  args.filter((a, i) => {
    const before = args[i - 1];
    return !a.startsWith('-') && !(before?.startsWith('-') && !before.includes('='));
  });

/** The JSON report's path in `args`, in either form (`--outputFile.json=x` or `--outputFile.json x`). */
const jsonOutput = (args: readonly string[]): { path: string; at: number; width: number } | undefined => {
  for (const [at, arg] of args.entries()) {
    const [name = '', value] = arg.split('=', 2);
    if (!JSON_OUTPUT.test(name)) continue;
    if (value !== undefined) return { path: value, at, width: 1 };
    const next = args[at + 1];
    if (next !== undefined) return { path: next, at, width: 2 };
  }
  return undefined;
};

/** The runs for `npm test -- <args>`; `layerTimesFile` is the one file the caller reads afterwards. */
export const planVitestRuns = (args: readonly string[], layerTimesFile: string): VitestPlan => {
  const narrowed = args.some((a) => a === '--project' || a.startsWith('--project=')) || positionals(args).length > 0;
  if (narrowed) return { runs: [{ label: 'vitest', args, layerTimesFile }] };
  const json = jsonOutput(args);
  const runs = SIDE_BY_SIDE.map((layers): VitestRun => {
    const label = layers.join('+');
    const part = (path: string) => path.replace(/(\.json)?$/, `.${label}.json`);
    const jsonFile = json && part(json.path);
    const own = json ? [...args.slice(0, json.at), `--outputFile.json=${jsonFile}`, ...args.slice(json.at + json.width)] : [...args];
    return { label, args: [...layers.flatMap((l) => ['--project', l]), ...own], layerTimesFile: part(layerTimesFile), jsonFile };
  });
  return { runs, jsonFile: json?.path };
};
