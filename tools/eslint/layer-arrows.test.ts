import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each arrow of DESIGN section 2 proven to fire: a deliberately wrong import, linted with the project's own
 * configuration as if it sat in the layer, is reported by its zone; the allowed direction is not.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const problems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'candid/layer-arrows').map((m) => m.message);
};

const wrong: Array<[zone: string, file: string, code: string]> = [
  ['web-to-server', 'web/src/model/session/fixture.ts', "import { x } from '../../../../functions/core/config.js';\nexport const y = x;\n"],
  ['web-to-server', 'web/src/screens/lobby/fixture.ts', "import { x } from '../../../../infra/app.js';\nexport const y = x;\n"],
  ['shared-is-a-leaf', 'shared/rules/fixture.ts', "import { x } from '../../web/src/api/callApi';\nexport const y = x;\n"],
  // A package.json `imports` alias ('#<folder>/…') is the same folder as the relative path it stands for.
  ['shared-is-a-leaf', 'shared/rules/fixture.ts', "import { x } from '#web/src/api/callApi.js';\nexport const y = x;\n"],
  ['handlers-stay-thin', 'functions/http/events/fixture.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const y = GetCommand;\n"],
  ['handlers-stay-thin', 'functions/http/events/fixture.ts', "import { ddb } from '../../core/data/table.js';\nexport const y = ddb;\n"],
  ['domain-without-http', 'functions/core/domain/events/fixture.ts', "import { clientKey } from '../../http/client-key.js';\nexport const y = clientKey;\n"],
  ['domain-without-http', 'functions/core/domain/events/fixture.ts', "import type { APIGatewayProxyEventV2 } from 'aws-lambda';\nexport type Y = APIGatewayProxyEventV2;\n"],
  ['screen-to-screen', 'web/src/screens/lobby/fixture.tsx', "import { X } from '../gallery/X';\nexport const y = X;\n"],
  ['screen-to-screen', 'web/src/screens/event-home/camera/fixture.tsx', "export const y = () => import('../../voting/VotingView');\n"],
  ['model-to-screens', 'web/src/model/upload/fixture.ts', "export { X } from '../../screens/gallery/X';\n"],
  ['model-below-boot', 'web/src/model/session/fixture.ts', "import { takeEarlyMe } from '../../boot/earlyMe';\nexport const y = takeEarlyMe;\n"],
  ['model-below-boot', 'web/src/model/gallery/fixture.ts', "import { Field } from '../../components/Field';\nexport const y = Field;\n"],
  ['components-below-boot', 'web/src/components/fixture.tsx', "import { removeFirstPaint } from '../boot/appStart';\nexport const y = removeFirstPaint;\n"],
  ['boot-below-screens', 'web/src/boot/fixture.ts', "import '../screens/gallery/gallery.css';\n"],
  ['boot-below-screens', 'web/src/boot/fixture.ts', "export const y = () => import('../startApp');\n"],
  ['ground-floors', 'web/src/i18n/fixture.ts', "import { readStored } from '../model/storage/deviceStorage';\nexport const y = readStored;\n"],
  ['ground-floors', 'web/src/api/fixture.ts', "import { readStored } from '../model/storage/deviceStorage';\nexport const y = readStored;\n"],
  ['ground-floors', 'web/src/realtime/fixture.ts', "import { X } from '../components/X';\nexport const y = X;\n"],
  ['ground-floors', 'web/src/camera/fixture.ts', "export const y = () => import('../screens/event-home/camera/CameraPanel');\n"],
  ['ground-floors', 'web/src/early/fixture.ts', "import { listSessions } from '../model/session/sessionStore';\nexport const y = listSessions;\n"],
  ['guest-to-portals', 'web/src/screens/gallery/fixture.ts', "import { X } from '../../staff/X';\nexport const y = X;\n"],
  ['guest-to-portals', 'web/src/model/session/fixture.ts', "import { X } from '../../organizer/X';\nexport const y = X;\n"],
];

const allowed: Array<[file: string, code: string]> = [
  ['web/src/screens/event-home/camera/fixture.tsx', "import { X } from '../EventHomeScreen';\nimport { Y } from '../../../model/session/sessionStore';\nexport const y = [X, Y];\n"],
  ['functions/core/domain/events/fixture.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nimport { ddb } from '../../data/table.js';\nexport const y = [GetCommand, ddb];\n"],
  ['web/src/routes/fixture.tsx', "export const y = () => import('../staff/StaffDashboard');\n"],
  ['web/src/screens/lobby/fixture.ts', "import { messages } from '#shared/messages.js';\nexport const y = messages;\n"],
  ['web/src/model/session/fixture.ts', "import { takeEarlyMe } from '../../early/earlyMe';\nimport { readStored } from '../../storage/deviceStorage';\nexport const y = [takeEarlyMe, readStored];\n"],
  ['web/src/i18n/fixture.ts', "import { readStored } from '../storage/deviceStorage';\nexport const y = readStored;\n"],
  ['web/src/components/fixture.tsx', "import { removeFirstPaint } from '../early/appStart';\nimport { X } from '../model/session/X';\nexport const y = [removeFirstPaint, X];\n"],
];

describe('layer arrows (DESIGN section 2)', () => {
  it.each(wrong)('%s fires in %s', async (zone, file, code) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`(${zone}:`);
  });

  it.each(allowed)('allows the downward import in %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
