/**
 * `npm run staff -- add <email> --name N --role admin|support` | `remove <email>` | `list`
 *
 * Manages staff accounts (DESIGN 6, 10) in the running local stack's table by default — the DynamoDB
 * endpoint `npm start` recorded in <data dir>/local-stack.json (else its default port), `--endpoint URL`
 * to name another — or with `--aws` in the deployed table (credentials and region from the environment,
 * `--table` = the stack output TableName). The password is read from CANDID_STAFF_PASSWORD, else asked for
 * on the terminal without echo; it is hashed here (scrypt, production cost unless CANDID_SCRYPT_N).
 */
import { parseArgs } from 'node:util';
import { normalizeStaffEmail, STAFF_ROLES, type StaffRole } from '../../shared/schemas/staff.js';
import { TABLE_OPTIONS, useTable } from './cli-table.js';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    role: { type: 'string' },
    ...TABLE_OPTIONS,
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const USAGE = `Usage: npm run staff -- add <email> [--name "Full Name"] [--role admin|support]
       npm run staff -- remove <email>
       npm run staff -- list
Options: --aws --table <TableName>   the deployed table (AWS credentials and region from the environment)
         --endpoint <url>            another DynamoDB endpoint (default: the running npm start's)
Password: CANDID_STAFF_PASSWORD, else asked for on the terminal.`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const [command, emailArg] = positionals;
if (args.help || !command) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 1);
}

const problem = useTable(args);
if (problem) fail(problem);

/** The password from the environment, else typed on the terminal without echo. */
const readPassword = async (): Promise<string> => {
  const given = process.env.CANDID_STAFF_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) return fail('Set CANDID_STAFF_PASSWORD (no terminal to ask on).');
  process.stdout.write('Password: ');
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.off('data', onData);
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' ? typed.slice(0, -1) : typed + ch;
      }
    };
    process.stdin.on('data', onData);
  });
};

const where = args.aws ? `table ${process.env.TABLE_NAME} (AWS)` : `${process.env.AWS_ENDPOINT_URL_DYNAMODB} (local stack)`;
// The data modules build their DynamoDB client from the environment set above.
const accounts = await import('../../functions/core/data/staff-account-item.js');

try {
  if (command === 'list') {
    const all = await accounts.listStaffAccounts();
    if (all.length === 0) console.log(`No staff accounts in ${where}.`);
    for (const a of all) console.log(`${a.email.padEnd(36)} ${a.role.padEnd(8)} ${a.name}   (since ${a.createdAt.slice(0, 10)})`);
  } else if (command === 'add') {
    const email = emailArg?.trim() || fail(USAGE);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address.`);
    const role = (args.role ?? 'support') as StaffRole;
    if (!STAFF_ROLES.includes(role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
    const name = args.name?.trim() || email.split('@')[0] || email;
    const password = await readPassword();
    if (password.length < 12) fail('The password must have at least 12 characters.');
    const { hashStaffPassword } = await import('../../functions/core/auth/staff-password.js');
    const created = await accounts.createStaffAccount({ email, name, role, password: await hashStaffPassword(password), createdAt: new Date().toISOString() });
    if (!created) fail(`${email} already has a staff account (remove it first to replace it).`);
    console.log(`Added ${role} ${normalizeStaffEmail(email)} (${name}) to ${where}.`);
  } else if (command === 'remove') {
    const email = emailArg?.trim() || fail(USAGE);
    console.log((await accounts.deleteStaffAccount(email)) ? `Removed ${email} from ${where}; its sessions end at their next check.` : `No staff account ${email} in ${where}.`);
  } else {
    fail(USAGE);
  }
} catch (err) {
  const e = err as Error;
  if (!args.aws && /ECONNREFUSED/.test(`${e.name} ${e.message} ${String((e as { code?: unknown }).code)}`)) fail(`No DynamoDB at ${process.env.AWS_ENDPOINT_URL_DYNAMODB}: start the local stack first (npm start), or pass --endpoint.`);
  fail(`${e.name}: ${e.message}`);
}
